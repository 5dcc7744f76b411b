import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Token, Tokens } from 'marked';

/**
 * marked's tokens as React elements. No HTML string is ever injected: text goes through React's
 * escaping, raw HTML in the markdown shows as the text it is, and links keep only web, mail,
 * in-page and same-site addresses (same-site ones navigate inside the app).
 */
export function Markdown({ tokens, headingOffset = 0 }: { tokens: readonly Token[]; headingOffset?: number }) {
  return <>{tokens.map((token, index) => block(token, index, headingOffset))}</>;
}

function block(token: Token, key: number, headingOffset: number): ReactNode {
  switch (token.type) {
    case 'heading': {
      const { depth, tokens } = token as Tokens.Heading;
      const Tag = `h${Math.min(6, Math.max(2, depth + headingOffset))}` as 'h2';
      return <Tag key={key}>{inline(tokens)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={index}>
          {item.task && <input type="checkbox" checked={Boolean(item.checked)} disabled readOnly aria-label={item.checked ? 'Done' : 'Not done'} />}
          {item.tokens.map((child, childIndex) =>
            // A tight list item's text is inline content, not a paragraph.
            child.type === 'text' ? <span key={childIndex}>{inline((child as Tokens.Text).tokens ?? [child])}</span> : block(child, childIndex, headingOffset),
          )}
        </li>
      ));
      return list.ordered ? (
        <ol key={key} start={list.start === '' || list.start === 1 ? undefined : list.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key}>
          <Markdown tokens={(token as Tokens.Blockquote).tokens} headingOffset={headingOffset} />
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <div key={key} className="markdown-table">
          <table>
            <thead>
              <tr>
                {table.header.map((cell, index) => (
                  <th key={index} scope="col" style={align(cell.align)}>
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={align(cell.align)}>
                      {inline(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'space':
    case 'def':
      return null;
    case 'html':
      return <p key={key}>{decodeEntities((token as Tokens.HTML).text.trim())}</p>;
    default:
      return 'tokens' in token && Array.isArray(token.tokens) ? <p key={key}>{inline(token.tokens)}</p> : <p key={key}>{decodeEntities(token.raw)}</p>;
  }
}

function inline(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, key) => {
    switch (token.type) {
      case 'text':
        return (token as Tokens.Text).tokens ? <span key={key}>{inline((token as Tokens.Text).tokens ?? [])}</span> : decodeEntities((token as Tokens.Text).text);
      case 'escape':
        return (token as Tokens.Escape).text;
      case 'strong':
        return <strong key={key}>{inline((token as Tokens.Strong).tokens)}</strong>;
      case 'em':
        return <em key={key}>{inline((token as Tokens.Em).tokens)}</em>;
      case 'del':
        return <del key={key}>{inline((token as Tokens.Del).tokens)}</del>;
      case 'codespan':
        return <code key={key}>{decodeEntities((token as Tokens.Codespan).text)}</code>;
      case 'br':
        return <br key={key} />;
      case 'link': {
        const link = token as Tokens.Link;
        const children = inline(link.tokens);
        const href = safeHref(link.href);
        if (href === null) return <span key={key}>{children}</span>;
        // The app's own pages open in the app; the server's (the API documentation) load as pages.
        if (href.startsWith('/') && !/^\/api(\/|$)/.test(href))
          return (
            <Link key={key} to={href}>
              {children}
            </Link>
          );
        const external = /^https?:/i.test(href);
        return (
          <a key={key} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
      case 'image':
        // Pictures are not part of the changelog's design; the description keeps the meaning.
        return decodeEntities((token as Tokens.Image).text);
      default:
        return decodeEntities(token.raw);
    }
  });
}

/**
 * The address a link may point at: same-site paths ('/support', not '//elsewhere'), in-page
 * fragments, and http(s) and mailto addresses. Anything else (javascript:, data: ...) is null.
 */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  return null;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The few character references people write in markdown, as the characters they stand for. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function align(value: 'center' | 'left' | 'right' | null) {
  return value ? { textAlign: value } : undefined;
}
