import * as RovingFocus from '@radix-ui/react-roving-focus';
import { useId } from 'react';
import { Link } from 'react-router';
import { tools } from '../app/site-links';
import { ToolsButtonLabel } from './tools-button-label';
import { Popover, type PopoverOpening } from './ui/popover';

/**
 * The navbar's 'Tools' button and its panel of links (ui/popover): a disclosure, not an ARIA
 * menu, because its items are ordinary navigation links, each described by a line under it.
 * The arrow keys, Home and End move between the links (Radix roving focus).
 */
export function ToolsMenuPanel({ opening }: { opening?: PopoverOpening }) {
  const id = useId();
  return (
    <Popover className="tools-menu__panel" buttonProps={{ className: 'nav-link tools-menu__button' }} button={<ToolsButtonLabel />} opening={opening}>
      <p className="caps-label popover__label">Free AI tools</p>
      <RovingFocus.Root asChild orientation="vertical" loop>
        <ul className="tools-menu__list">
          {tools.map((tool, index) => (
            <li key={tool.to} className="tools-menu__item">
              <RovingFocus.Item asChild>
                <Link className="tools-menu__link" to={tool.to} aria-describedby={`${id}-${index}`}>
                  {tool.name}
                </Link>
              </RovingFocus.Item>
              <p id={`${id}-${index}`} className="tools-menu__description">
                {tool.description}
              </p>
            </li>
          ))}
        </ul>
      </RovingFocus.Root>
    </Popover>
  );
}
