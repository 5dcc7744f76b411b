import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import './tabs.css';

/** Tabs (Radix): arrow keys move between tabs; with activationMode="manual" Enter or Space shows one. */
export const Tabs = RadixTabs.Root;
export const TabPanel = RadixTabs.Content;

/** The row of tabs, drawn as a segmented control. */
export function TabList({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={`segmented ${className}`} {...props} />;
}

export function Tab({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={`segmented__option ${className}`} {...props} />;
}
