import { DeferredMenu } from '../../../components/ui/deferred-menu';
import type { MenuItem } from '../../../components/ui/menu';
import { MoreIcon } from './publish-icons';

export type MenuAction = Extract<MenuItem, { onSelect: () => void }>;

/**
 * The designer's 'More actions' menu, an ARIA menu button (ui/menu); `overflow` holds the bar's
 * tools that do not fit a narrow window, shown first.
 */
export function ActionsMenu({ actions, overflow = [] }: { actions: MenuItem[]; overflow?: MenuAction[] }) {
  return (
    <DeferredMenu
      label="More actions"
      className="actions-menu__panel"
      buttonProps={{ className: 'button button--secondary button--small actions-menu__button', 'aria-label': 'More actions' }}
      button={<MoreIcon width={20} height={20} />}
      groups={overflow.length > 0 ? [overflow, actions] : [actions]}
    />
  );
}
