import { sectionListProblems } from './section-counts.js';
import { planSectionRepair } from './section-repair.js';
import type { SectionType } from './section-type.js';

const list = (...entries: [string, SectionType][]) => entries.map(([id, type]) => ({ id, type }));

describe('planSectionRepair', () => {
  it('changes nothing in a list that keeps the rules', () => {
    expect(planSectionRepair(list(['header', 'Header'], ['intro', 'Introduction'], ['footer', 'Footer']))).toEqual([]);
  });

  it('drops a second Header and keeps the first', () => {
    const sections = list(['header', 'Header'], ['intro', 'Header'], ['footer', 'Footer']);
    expect(planSectionRepair(sections)).toEqual([{ kind: 'dropped', index: 1, type: 'Header', id: 'intro', reason: 'At most 1 Header section allowed' }]);
  });

  it('drops sections beyond a type’s maxCount', () => {
    const sections = list(['header', 'Header'], ['q1', 'QuoteBanner'], ['q2', 'QuoteBanner'], ['q3', 'QuoteBanner'], ['q4', 'QuoteBanner'], ['footer', 'Footer']);
    expect(planSectionRepair(sections)).toEqual([{ kind: 'dropped', index: 4, type: 'QuoteBanner', id: 'q4', reason: 'At most 3 Text Banner sections allowed' }]);
  });

  it('renumbers a duplicate id to the first free one', () => {
    const sections = list(['header', 'Header'], ['contact', 'Services'], ['contact-2', 'Introduction'], ['contact', 'Contact'], ['footer', 'Footer']);
    expect(planSectionRepair(sections)).toEqual([{ kind: 'renumbered', index: 3, type: 'Contact', from: 'contact', to: 'contact-3' }]);
  });

  it('leaves a list that keeps the rules, whatever it held', () => {
    const sections = list(['a', 'Header'], ['a', 'Header'], ['a', 'Services'], ['b', 'Services'], ['a', 'Footer']);
    const plan = planSectionRepair(sections);
    const dropped = new Set(plan.filter((repair) => repair.kind === 'dropped').map((repair) => repair.index));
    const after = sections
      .map((section, index) => {
        const renumbered = plan.find((repair) => repair.kind === 'renumbered' && repair.index === index);
        return renumbered && renumbered.kind === 'renumbered' ? { ...section, id: renumbered.to } : section;
      })
      .filter((_, index) => !dropped.has(index));
    expect(sectionListProblems(after)).toEqual([]);
    expect(after.map((section) => section.type)).toEqual(['Header', 'Services', 'Footer']);
  });
});
