import { links } from '../app/site-links';
import { useAuth } from '../auth/auth-context';
import { BellIcon, GridIcon, LifebuoyIcon, LogOutIcon, PlusIcon, SettingsIcon, TrashIcon, UsersIcon } from './icons';
import { DeferredMenu } from './ui/deferred-menu';
import type { MenuItem } from './ui/menu';
import './user-menu.css';

/** The signed-in user's menu (spec §2 User menu), an ARIA menu button (ui/menu). */
export function UserMenu({ email }: { email: string }) {
  const { signOut } = useAuth();

  const groups: MenuItem[][] = [
    [
      { label: 'Your websites', icon: <GridIcon />, to: links.websites },
      { label: 'Websites shared with you', icon: <UsersIcon />, to: links.sharedWebsites },
      { label: 'New website', icon: <PlusIcon />, to: links.createWebsite },
    ],
    // Delete account stays with the account, two groups away from Sign out (issue 26): a
    // destructive item never sits where a hand reaching for Sign out lands.
    [
      { label: 'Account settings', icon: <SettingsIcon />, to: links.account },
      { label: 'Delete account', icon: <TrashIcon />, to: links.account, state: { confirmDelete: true }, tone: 'danger' },
    ],
    [
      { label: "What's new", icon: <BellIcon />, to: links.whatsNew },
      { label: 'Help and support', icon: <LifebuoyIcon />, to: links.support },
    ],
    [{ label: 'Sign out', icon: <LogOutIcon />, onSelect: () => void signOut() }],
  ];

  const initial = email.trim().charAt(0).toUpperCase() || '?';
  return (
    <DeferredMenu
      label="Account"
      className="user-menu__panel"
      buttonProps={{ className: 'user-menu__button', 'data-user-menu-button': true }}
      button={
        <>
          <span className="user-menu__avatar" aria-hidden="true">
            {initial}
          </span>
          <span className="user-menu__email">{email}</span>
        </>
      }
      header={
        <div className="user-menu__who">
          <span className="user-menu__avatar user-menu__avatar--large" aria-hidden="true">
            {initial}
          </span>
          <span className="user-menu__who-text">
            <span className="caps-label popover__label user-menu__who-label">Signed in as</span>
            <span className="user-menu__who-email">{email}</span>
          </span>
        </div>
      }
      groups={groups}
    />
  );
}
