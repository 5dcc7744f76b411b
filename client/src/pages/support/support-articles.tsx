import type { AppRoute } from '@frontdoor/shared';
import { LIMITS } from '@frontdoor/shared';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { EditIcon, GlobeIcon, LinkIcon, MailIcon, SparklesIcon, UsersIcon } from '../../components/icons';
import { Note, Steps, Ui } from './article-parts';

/** A help article's address: one of the shared routes under /support/. */
export type SupportArticlePath = Extract<AppRoute, `/support/${string}`>;

export type ArticleSection = { id: string; heading: string; body: ReactNode };

export type SupportArticle = {
  title: string;
  /** One sentence under the title and on the Support page's card. */
  summary: string;
  topic: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  sections: ArticleSection[];
  related: SupportArticlePath[];
};

const { inviteValidityDays } = LIMITS;
const { own: ownWebsites, shared: sharedWebsites, acceptedInvites } = LIMITS.websitesPerUser;

// Every article describes the screens as they are today, with their own wording (designer bar,
// Settings → Website sharing, the publish, export and Take Edit Control dialogs). None calls a
// feature coming: support-articles.test.tsx fails when one does.
// The Record type makes a route added to APP_ROUTES under /support/ without an article (or the
// other way round) a compile error.
export const SUPPORT_ARTICLES: Record<SupportArticlePath, SupportArticle> = {
  '/support/create-your-website': {
    title: 'Create your website',
    summary: 'Answer a few questions and Frontdoor writes your site. What to type, what each step does, and what to do if creating fails.',
    topic: 'Getting started',
    Icon: SparklesIcon,
    related: ['/support/publish-your-website', '/support/invite-an-editor', '/support/connect-a-domain'],
    sections: [
      {
        id: 'start',
        heading: 'Start the wizard',
        body: (
          <>
            <p>
              Select <Ui>Create Your Website</Ui> on the <Link to={links.home}>home page</Link>, or <Ui>New website</Ui> in your user menu once you are signed in. You
              don't need an account to begin: you sign in or create your free account on the last step, and everything you typed is kept.
            </p>
            <p>
              The wizard has five steps, shown at the top: <Ui>About</Ui>, <Ui>Fonts</Ui>, <Ui>Colours</Ui>, <Ui>Sections</Ui> and <Ui>Launch</Ui>. Use <Ui>Back</Ui>,
              your browser's back button or the step list to return to any step.
            </p>
          </>
        ),
      },
      {
        id: 'about',
        heading: 'Tell Frontdoor about your business',
        body: (
          <>
            <Steps>
              <li>
                <Ui>Business name</Ui>: as your customers know it, up to {LIMITS.businessName} characters.
              </li>
              <li>
                <Ui>What does your business do?</Ui>: a few sentences about your services, your customers and what makes you different. This is what your site is written
                from, so detail pays off: “skin fades, beard trims and hot towel shaves” beats “haircuts”.
              </li>
              <li>
                <Ui>Location</Ui>: the town or area you serve.
              </li>
            </Steps>
            <p>
              Already have a Facebook, Thumbtack, Yelp or GitHub page, or an old website? Paste its link and select <Ui>Import</Ui>. Frontdoor reads what the page shows
              publicly (services, reviews, contact details, opening hours and photos) and lets you check each of them before you launch.
            </p>
            <Note title="“Tell us a little more”">
              <p>
                If the description is too short to write a good site from, Frontdoor asks for more before it starts. Add a sentence or two about what you offer and who
                you serve, then try again.
              </p>
            </Note>
          </>
        ),
      },
      {
        id: 'style',
        heading: 'Choose fonts, colours and sections',
        body: (
          <p>
            Frontdoor suggests font pairs and colour palettes that suit your trade; pick the ones you like. On <Ui>Sections</Ui>, tick what your page should have, such as
            services, gallery, reviews, team, questions and answers, contact form or newsletter. You can add, remove and reorder sections later in the designer.
          </p>
        ),
      },
      {
        id: 'launch',
        heading: 'Launch',
        body: (
          <>
            <p>
              <Ui>Launch</Ui> shows everything you chose, each with a way back to change it. Select <Ui>Create my website</Ui>. A progress screen shows Frontdoor
              personalizing your content, organizing your sections, choosing images and adding the finishing touches, and then your new site opens in the designer as a
              draft: nobody else can see it until you <Link to="/support/publish-your-website">publish it</Link>.
            </p>
            <p>
              You can have up to {ownWebsites} websites of your own. At the limit, the wizard says <Ui>Maximum number of websites reached</Ui>; delete one you no longer
              need from its designer first.
            </p>
          </>
        ),
      },
      {
        id: 'problems',
        heading: 'If something goes wrong',
        body: (
          <>
            <p>
              If the progress screen says <Ui>There was a problem creating your website</Ui>, select <Ui>Retry</Ui>: it usually works on the second go. If it keeps
              failing, select <Ui>Go to Support</Ui> and email us your business name.
            </p>
            <p>
              The designer needs a larger screen. On a phone it says <Ui>Larger screen required</Ui>: open the same page on a laptop, desktop or tablet to edit.
            </p>
          </>
        ),
      },
    ],
  },

  '/support/publish-your-website': {
    title: 'Publish and share your website',
    summary: 'Choose your web address, put your site online, publish changes later and share the link with customers.',
    topic: 'Publishing',
    Icon: GlobeIcon,
    related: ['/support/connect-a-domain', '/support/create-your-website', '/support/export-contacts'],
    sections: [
      {
        id: 'publish',
        heading: 'Publish for the first time',
        body: (
          <>
            <Steps>
              <li>
                Open your website in the designer: <Link to={links.websites}>Your websites</Link>, then the website.
              </li>
              <li>
                Select <Ui>Publish</Ui> at the right of the designer bar. The <Ui>Publish your website</Ui> dialog opens with an address made from your business name.
              </li>
              <li>
                Keep it or type your own in <Ui>Web address</Ui>. Frontdoor checks it as you type and says <Ui>Web address available</Ui> or{' '}
                <Ui>Web address already in use</Ui>.
              </li>
              <li>
                Select <Ui>Publish</Ui>. <Ui>Your website is live</Ui> shows your address with <Ui>Copy</Ui>, a share button on phones, and a link to view the site.
              </li>
            </Steps>
            <Note title="What makes a good address">
              <p>
                3 to {LIMITS.handle} characters: letters, numbers and dashes, not starting or ending with a dash. Capitals and spaces are tidied away as you type. If your
                name is taken, try adding your town, like <code>/joes-barbers-leeds</code>. A few addresses are kept for Frontdoor's own pages.
              </p>
            </Note>
          </>
        ),
      },
      {
        id: 'changes',
        heading: 'Publish your changes',
        body: (
          <>
            <p>
              Everything you change in the designer is saved to your draft as you type, but visitors keep seeing the version you last published. When your changes are
              ready, select <Ui>Publish</Ui> again; the dialog is called <Ui>Publish changes</Ui> and names the address your site is live at.
            </p>
            <p>
              The designer bar tells you where you stand: <Ui>Draft - Not Published</Ui> before the first publish, <Ui>Published</Ui> with your address after it, and{' '}
              <Ui>Published · changes not yet published</Ui> while your draft has changes visitors do not see yet.
            </p>
          </>
        ),
      },
      {
        id: 'address',
        heading: 'Change your web address',
        body: (
          <>
            <p>
              Type a new address in the <Ui>Publish changes</Ui> dialog and select <Ui>Publish</Ui>. Your website moves to the new address.
            </p>
            <Note tone="caution" title="The old address stops working">
              <p>Links to it break, so update your business cards, social profiles and listings after a move.</p>
            </Note>
            <p>
              Only the website's owner can choose or change the address. <Link to="/support/invite-an-editor">Guest editors</Link> can publish changes at the current
              address.
            </p>
          </>
        ),
      },
      {
        id: 'share',
        heading: 'Share your link',
        body: (
          <p>
            Select <Ui>Share</Ui> in the designer bar. Once the site is published, <Ui>Share your website</Ui> shows the address with <Ui>Copy</Ui> and, on phones and
            tablets, your device's own share menu; before that, it explains that the address comes with publishing. Add the link to your social profiles, email signature,
            business listings and printed cards. The owner can also <Ui>Invite an editor</Ui> there.
          </p>
        ),
      },
    ],
  },

  '/support/connect-a-domain': {
    title: 'Connect your own domain',
    summary: 'Show your website at a domain such as yourbusiness.com, free: connect it in Settings, add two DNS records, and Frontdoor sets up the secure certificate.',
    topic: 'Domains',
    Icon: LinkIcon,
    related: ['/support/publish-your-website', '/support/create-your-website', '/support/invite-an-editor'],
    sections: [
      {
        id: 'connect',
        heading: 'Connect your domain',
        body: (
          <Steps>
            <li>
              <Link to="/support/publish-your-website">Publish your website</Link>: a domain shows your published site.
            </li>
            <li>
              In the designer, select <Ui>Settings</Ui> and find <Ui>Custom domain</Ui>. Only the website's owner can connect a domain.
            </li>
            <li>
              Type your domain, such as <code>www.yourbusiness.com</code> or <code>yourbusiness.com</code>, and select <Ui>Connect</Ui>.
            </li>
          </Steps>
        ),
      },
      {
        id: 'records',
        heading: 'Add the DNS records',
        body: (
          <>
            <p>
              The panel lists the records to add at the company that manages your domain's DNS (usually where you bought it), each with a <Ui>Copy</Ui> button:
            </p>
            <Steps>
              <li>
                A <Ui>TXT</Ui> record that shows the domain is yours.
              </li>
              <li>
                A <Ui>CNAME</Ui> record that sends visitors to your website, or for a domain without <code>www.</code> an <Ui>A</Ui> record.
              </li>
              <li>
                Optionally, the record for the other form of your address (with or without <code>www.</code>): it then opens your website too.
              </li>
            </Steps>
            <p>When we recognise your DNS provider, the panel says where its records are edited.</p>
            <Note tone="caution" title="Keep your email working">
              <p>Only add the records the panel lists. Leave your domain's email (MX) settings as they are and email at your domain keeps working.</p>
            </Note>
          </>
        ),
      },
      {
        id: 'wait',
        heading: 'Wait for the three steps',
        body: (
          <p>
            The panel shows <Ui>Connection initiated</Ui>, <Ui>DNS settings verified</Ui> and <Ui>Certificate generation</Ui>, with what our check last found and when. It
            updates by itself. This usually takes under 1 hour, and up to 48 hours while DNS changes spread. Just added your records? Select <Ui>Check now</Ui> rather
            than waiting for the next check. When it says <Ui>Connected</Ui>, your website opens at your domain with a secure certificate (the padlock), and your
            Frontdoor address sends visitors there.
          </p>
        ),
      },
      {
        id: 'problems',
        heading: 'If the domain does not connect',
        body: (
          <p>
            After 48 hours the panel says what went wrong, such as a record that was not found or points somewhere else. Check the records, then select{' '}
            <Ui>Re-Configure</Ui> to try again for another 48 hours. The domain goes to whoever proves it is theirs: if someone else started connecting your domain, that
            does not keep you out. Each website gets its own TXT record, and the first whose record is found in the domain's DNS gets the domain; the others' panels then
            say <Ui>Another website proved it owns this domain first.</Ui> Once a website has proved a domain, it cannot be connected to another account's website.
          </p>
        ),
      },
      {
        id: 'disconnect',
        heading: 'Disconnect a domain',
        body: (
          <p>
            Select <Ui>Disconnect domain</Ui> (or <Ui>Cancel connection</Ui> while your records are still being checked). Your website stays online at its Frontdoor
            address, and the domain stays yours to connect again.
          </p>
        ),
      },
      {
        id: 'no-domain',
        heading: "Don't have a domain yet?",
        body: (
          <p>
            Your Frontdoor address is free and works today, so there is no rush. If you want a name like <code>yourbusiness.com</code>, domains cost from about $1 a year,
            depending on the ending you choose. Buy one from any domain provider and connect it for free.
          </p>
        ),
      },
    ],
  },

  '/support/invite-an-editor': {
    title: 'Invite someone to edit your website',
    summary: 'Let a partner, employee or helper edit your site: send an invitation by email, see who accepted, and remove access at any time.',
    topic: 'Guest editors',
    Icon: UsersIcon,
    related: ['/support/take-edit-control', '/support/publish-your-website', '/support/export-contacts'],
    sections: [
      {
        id: 'invite',
        heading: 'Send an invitation',
        body: (
          <>
            <Steps>
              <li>Open your website in the designer on a laptop, desktop or tablet.</li>
              <li>
                Select <Ui>Settings</Ui> in the designer bar. The <Ui>Website sharing</Ui> panel lists you as <Ui>Owner</Ui> and everyone you invited. (<Ui>Share</Ui> →{' '}
                <Ui>Invite an editor</Ui> sends an invitation too.)
              </li>
              <li>
                Type their email address under <Ui>Email</Ui> and select <Ui>Invite</Ui>. The panel says <Ui>Invitation sent to</Ui> their address.
              </li>
            </Steps>
            <p>
              They receive an email saying you invited them to edit your website, with an <Ui>Accept invitation</Ui> button. They sign in with the address the invitation
              was sent to, and the website opens for them. From then on they find it under <Ui>Websites shared with you</Ui> in their user menu.
            </p>
          </>
        ),
      },
      {
        id: 'states',
        heading: 'Pending, Accepted and Expired',
        body: (
          <ul className="article-list">
            <li>
              <Ui>Pending</Ui>: sent, not accepted yet. Select <Ui>Resend</Ui> to send the email again.
            </li>
            <li>
              <Ui>Accepted</Ui>: they can edit the website.
            </li>
            <li>
              <Ui>Expired</Ui>: an invitation is valid for {inviteValidityDays} days. Invite the same address again to send a fresh one.
            </li>
          </ul>
        ),
      },
      {
        id: 'what-they-can-do',
        heading: 'What editors can do',
        body: (
          <>
            <p>
              Editors change the content and settings, save drafts, restore earlier versions from History and publish changes at the website's current address. Only the
              owner can invite or remove editors, choose or change the web address, export contacts and delete the website.
            </p>
            <p>
              One person edits at a time, so nobody overwrites anybody. See <Link to="/support/take-edit-control">Take edit control</Link> for how the turn passes between
              you.
            </p>
          </>
        ),
      },
      {
        id: 'remove',
        heading: 'Remove an editor',
        body: (
          <>
            <p>
              In <Ui>Website sharing</Ui>, select <Ui>Remove</Ui> beside their address and confirm with <Ui>Remove editor</Ui>. Removing a pending invitation makes its
              link stop working. Removing an editor takes effect at once: if they have the website open, it closes and they see <Ui>Edit access removed</Ui>. You can
              invite them again later.
            </p>
            <p>
              An editor who no longer wants to help can select <Ui>Leave this website</Ui> in the same panel.
            </p>
          </>
        ),
      },
      {
        id: 'problems',
        heading: 'If the invitation does not work',
        body: (
          <ul className="article-list">
            <li>
              <Ui>Signed in with a different account</Ui>: the invitation belongs to the address it was sent to. Sign out, then sign in with that address.
            </li>
            <li>
              <Ui>Invitation expired</Ui>: ask the owner to invite you again.
            </li>
            <li>
              <Ui>Maximum invitations reached</Ui>: one person can edit up to {sharedWebsites} websites shared with them. Leave one first. An owner can have up to{' '}
              {acceptedInvites} editors across their websites.
            </li>
            <li>
              No email? Check the spam folder, then ask the owner to select <Ui>Resend</Ui>.
            </li>
          </ul>
        ),
      },
    ],
  },

  '/support/take-edit-control': {
    title: 'Take edit control',
    summary: 'Only one person edits a website at a time. What you see while someone else is editing, and how to take over safely.',
    topic: 'Guest editors',
    Icon: EditIcon,
    related: ['/support/invite-an-editor', '/support/publish-your-website', '/support/create-your-website'],
    sections: [
      {
        id: 'why',
        heading: 'Why one person edits at a time',
        body: (
          <p>
            When two people change the same page at once, one of them usually loses work. So on Frontdoor the person who changed the website last holds edit control, and
            everyone else watches their changes arrive live. It applies to the owner and to <Link to="/support/invite-an-editor">guest editors</Link> alike.
          </p>
        ),
      },
      {
        id: 'watching',
        heading: 'While someone else is editing',
        body: (
          <p>
            The designer shows a bar under the toolbar: <Ui>name@example.com is editing. You are watching their changes live.</Ui> You see the page change as they work,
            but you cannot type on it or change its panels until you take control.
          </p>
        ),
      },
      {
        id: 'take',
        heading: 'Take control',
        body: (
          <>
            <Steps>
              <li>
                Select <Ui>Take Edit Control</Ui> in that bar.
              </li>
              <li>
                The <Ui>Take Edit Control</Ui> dialog explains that what the other person changed since they got edit control (or last saved) is set aside as a version in{' '}
                <Ui>History</Ui> in their name, and the draft goes back to how it was before.
              </li>
              <li>
                Select <Ui>Take Edit Control</Ui> to confirm, or <Ui>Cancel</Ui> to keep watching.
              </li>
            </Steps>
            <p>
              You can edit straight away. The other person's designer turns read-only at once and shows that you are editing; they can take control back the same way.
            </p>
            <Note tone="caution" title="Ask before you take over">
              <p>
                Nothing is lost, but the other person's latest changes leave the draft until someone restores them from <Ui>History</Ui>. Asking with{' '}
                <Ui>Request edit control</Ui> is kinder: when they hand over, or when they close the designer and you start editing, their changes stay in the draft and
                are kept in <Ui>History</Ui> in their name.
              </p>
            </Note>
          </>
        ),
      },
    ],
  },

  '/support/export-contacts': {
    title: 'Export your contacts',
    summary: 'Get the messages visitors sent through your contact form as a spreadsheet file, emailed to you.',
    topic: 'Contacts',
    Icon: MailIcon,
    related: ['/support/publish-your-website', '/support/invite-an-editor', '/support/take-edit-control'],
    sections: [
      {
        id: 'export',
        heading: 'Ask for the file',
        body: (
          <>
            <Steps>
              <li>Open your website in the designer.</li>
              <li>
                Select <Ui>More actions</Ui>, the <span aria-hidden="true">⋯</span> button beside <Ui>Share</Ui> in the designer bar, then <Ui>Export contacts</Ui>.
              </li>
              <li>
                The dialog names the email address the file goes to. Select <Ui>Export contacts</Ui>.
              </li>
              <li>
                It says <Ui>Contact export may take a few minutes</Ui>. Select <Ui>Done</Ui> and watch your inbox.
              </li>
            </Steps>
            <p>Only the website's owner can export its contacts; the email goes to the address the owner signs in with.</p>
          </>
        ),
      },
      {
        id: 'email',
        heading: 'Download it from the email',
        body: (
          <p>
            The email is called “Your contacts from <em>your business</em> are ready” and says how many messages the file holds. Select <Ui>Download the CSV file</Ui>.
            The link works for 7 days; after that, ask for a new export.
          </p>
        ),
      },
      {
        id: 'file',
        heading: "What's in the file",
        body: (
          <>
            <p>
              One row per message, oldest first, with a column for each field of your contact form (such as Name, Email and Message) and a last column,
              <Ui> Received at</Ui>, with the date and time in UTC. CSV files open in Excel, Numbers, Google Sheets and most email and customer tools.
            </p>
            <p>Newsletter sign-ups are kept with your website too, but are not part of this export yet.</p>
          </>
        ),
      },
      {
        id: 'problems',
        heading: 'If the email does not arrive',
        body: (
          <p>
            Check your spam folder and that the address shown in <Link to={links.account}>Account settings</Link> is the one you read. If the dialog said
            <Ui> Contact export failed</Ui>, wait a minute and try again.
          </p>
        ),
      },
    ],
  },
};

/** The order the Support page lists the articles in. */
export const ARTICLE_ORDER: readonly SupportArticlePath[] = [
  '/support/create-your-website',
  '/support/publish-your-website',
  '/support/connect-a-domain',
  '/support/invite-an-editor',
  '/support/take-edit-control',
  '/support/export-contacts',
];
