import { Menu, type MenuItem } from '../../../components/ui/menu';
import { MoreIcon } from './publish-icons';

export type MenuAction = Extract<MenuItem, { onSelect: () => void }>;

/** The designer's 'More actions' menu, an ARIA menu button (ui/menu). */
export function ActionsMenu({ actions }: { actions: MenuAction[] }) {
  return (
    <Menu
      label="More actions"
      className="actions-menu__panel"
      buttonProps={{ className: 'button button--secondary button--small actions-menu__button', 'aria-label': 'More actions' }}
      button={<MoreIcon width={20} height={20} />}
      groups={[actions]}
    />
  );
}
