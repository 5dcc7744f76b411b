import { createContext, useContext, useId, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import './tabs.css';

// WAI-ARIA tabs, written here rather than taken from Radix (issue 38: the designer's first load
// carries its mode tabs, and Radix Tabs brought its roving-focus and presence code with them).
// The behaviour is Radix's: arrow keys (wrapping), Home and End move between the tabs; with
// activationMode="manual" Enter, Space or a click shows one, otherwise moving to a tab shows it.

type TabsState = {
  value: string;
  select: (value: string) => void;
  manual: boolean;
  id: (part: 'trigger' | 'content', value: string) => string;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab outside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
};

export function Tabs({ value, defaultValue = '', onValueChange, activationMode = 'automatic', children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    manual: activationMode === 'manual',
    id: (part, of) => `${base}-${part}-${of}`,
  };
  return (
    <div data-orientation="horizontal" {...props}>
      <TabsContext.Provider value={state}>{children}</TabsContext.Provider>
    </div>
  );
}

/** The row of tabs, drawn as a segmented control. */
export function TabList({ className = '', onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs[(to + tabs.length) % tabs.length]?.focus();
  };
  return <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" className={`segmented ${className}`} onKeyDown={move} {...props} />;
}

type TabProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string };

export function Tab({ className = '', value, onClick, onFocus, ...props }: TabProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('trigger', value)}
      aria-selected={selected}
      aria-controls={tabs.id('content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      className={`segmented__option ${className}`}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!tabs.manual) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabPanelProps = Omit<ComponentPropsWithoutRef<'div'>, 'value'> & {
  value: string;
  /** Kept mounted while another tab is shown (hide it with `hidden`). */
  forceMount?: boolean;
};

export function TabPanel({ value, forceMount = false, children, ...props }: TabPanelProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id('content', value)}
      aria-labelledby={tabs.id('trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={0}
      {...props}
    >
      {children}
    </div>
  );
}
