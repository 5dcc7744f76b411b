import * as Y from 'yjs';
import type { WebRiskState } from '../site/app-enums.js';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import type { Link } from '../site/link.js';
import type { SiteDocument } from '../site/site-document.js';
import { readSiteDocument, siteDocumentToYDoc, yDocToSiteDocument } from './site-ydoc.js';
import { setWebRisk, webLinksToCheck } from './web-links.js';

const web = (url: string, webRisk: WebRiskState = 'Pending'): Link => ({
  type: 'Web',
  label: 'Go',
  style: 'Solid',
  size: 'Medium',
  url,
  openInNewTab: true,
  webRisk,
});

/** A draft with Web links in every kind of place a link lives: navigation, buttons, items. */
function draftWithLinks(): { document: SiteDocument; ydoc: Y.Doc } {
  const document = createDefaultSiteDocument({
    id: 'draft-1',
    businessName: 'Harbor Dental',
    sectionTypes: ['Header', 'Introduction', 'Services', 'FrequentlyAskedQuestions', 'Footer'],
  });
  for (const section of document.sections) {
    if (section.type === 'Header') section.links = [web('https://a.example.com'), web('https://b.example.com', 'Safe')];
    if (section.type === 'Introduction') section.button = web('https://a.example.com', 'Checking');
    if (section.type === 'Services') section.items[0]!.button = web('https://c.example.com');
    if (section.type === 'FrequentlyAskedQuestions') section.items[0]!.button = web('  ', 'Pending');
    if (section.type === 'Footer') section.links = [web('https://d.example.com', 'Failed'), web('https://e.example.com', 'Unsafe')];
  }
  return { document, ydoc: siteDocumentToYDoc(document) };
}

const states = (ydoc: Y.Doc) =>
  JSON.stringify(yDocToSiteDocument(ydoc))
    .match(/"url":"[^"]*"[^}]*?"webRisk":"\w+"/g)
    ?.map((entry) => entry.replace(/"url":"([^"]*)".*"webRisk":"(\w+)"/, '$1 $2'));

describe('Web links in the site Y.Doc', () => {
  it('finds every address waiting for a check, once, wherever its link lives', () => {
    const { ydoc } = draftWithLinks();
    expect(webLinksToCheck(ydoc).sort()).toEqual(['https://a.example.com', 'https://c.example.com']);
  });

  it('sets the state of every link with the address and an expected state, in one transaction', () => {
    const { ydoc } = draftWithLinks();
    const origins: unknown[] = [];
    ydoc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    expect(setWebRisk(ydoc, 'https://a.example.com', 'Checking', { from: ['Pending'], origin: 'job' })).toEqual({ matched: 1, changed: 1 });
    expect(setWebRisk(ydoc, 'https://a.example.com', 'Unsafe', { from: ['Pending', 'Checking'], origin: 'job' })).toEqual({ matched: 2, changed: 2 });
    expect(origins).toEqual(['job', 'job']);
    expect(states(ydoc)).toContain('https://a.example.com Unsafe');
    expect(states(ydoc)).not.toContain('https://a.example.com Checking');
    expect(webLinksToCheck(ydoc)).toEqual(['https://c.example.com']);
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });

  it('leaves links alone whose state is not expected or whose address changed, and writes nothing then', () => {
    const { ydoc } = draftWithLinks();
    let transactions = 0;
    ydoc.on('afterTransaction', () => (transactions += 1));
    expect(setWebRisk(ydoc, 'https://b.example.com', 'Unsafe', { from: ['Pending', 'Checking'] })).toEqual({ matched: 0, changed: 0 });
    expect(setWebRisk(ydoc, 'https://gone.example.com', 'Safe', { from: ['Pending', 'Checking'] })).toEqual({ matched: 0, changed: 0 });
    expect(transactions).toBe(0);
  });

  it('counts a link stored without a state as Pending', () => {
    const { ydoc } = draftWithLinks();
    const found: Y.Map<unknown>[] = [];
    ydoc.getMap('site').forEach(function walk(value: unknown) {
      if (value instanceof Y.Map && value.get('url') === 'https://c.example.com') found.push(value);
      else if (value instanceof Y.Map || value instanceof Y.Array) value.forEach(walk as never);
    });
    found[0]!.delete('webRisk');
    expect(webLinksToCheck(ydoc)).toContain('https://c.example.com');
    expect(setWebRisk(ydoc, 'https://c.example.com', 'Safe', { from: ['Pending'] })).toEqual({ matched: 1, changed: 1 });
    expect(webLinksToCheck(ydoc)).toEqual(['https://a.example.com']);
  });
});
