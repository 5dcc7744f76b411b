import { ChevronDownIcon } from './icons';

/** The label of the navbar's 'Tools' button, the same on the stand-in and the real one. */
export const ToolsButtonLabel = () => (
  <>
    Tools
    <ChevronDownIcon className="tools-menu__chevron" width={16} height={16} />
  </>
);
