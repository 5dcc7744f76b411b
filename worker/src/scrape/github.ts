import { load } from 'cheerio';
import { z } from 'zod';
import { githubLoginOf } from '@frontdoor/shared';
import { emptyFacts, squash, type RawFacts } from './extract-html.js';
import { FetchRefused, type SafeFetcher } from './safe-fetch.js';

/** The parts of GitHub's REST API answers the importer reads (api.github.com, v3 shapes). */
const userSchema = z.object({
  login: z.string(),
  name: z.string().nullish(),
  bio: z.string().nullish(),
  company: z.string().nullish(),
  blog: z.string().nullish(),
  location: z.string().nullish(),
  email: z.string().nullish(),
  twitter_username: z.string().nullish(),
  avatar_url: z.string().nullish(),
  html_url: z.string().nullish(),
});
const reposSchema = z.array(
  z.object({
    name: z.string(),
    description: z.string().nullish(),
    fork: z.boolean().default(false),
    archived: z.boolean().default(false),
    stargazers_count: z.number().default(0),
    language: z.string().nullish(),
    html_url: z.string().nullish(),
  }),
);

const TOP_REPOSITORIES = 6;

/**
 * A GitHub profile through the REST API: the profile, its profile README (the repository named
 * like the login) rendered to HTML by GitHub, and the most-starred repositories that are neither
 * forks nor archived (the REST API has no pinned list) as the "services".
 */
export async function readGithubProfile(fetcher: SafeFetcher, apiUrl: string, pageUrl: string, deadline: AbortSignal): Promise<RawFacts> {
  const login = githubLoginOf(pageUrl);
  if (!login) throw new FetchRefused('not-a-page', 'not a GitHub profile address');
  const api = (path: string) => new URL(path, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`).toString();
  const json = async (path: string) => JSON.parse((await fetcher.get(api(path), 'application/vnd.github+json', deadline)).body) as unknown;

  const user = userSchema.parse(await json(`users/${encodeURIComponent(login)}`));
  const [repos, readme] = await Promise.all([
    json(`users/${encodeURIComponent(login)}/repos?per_page=100&sort=updated&type=owner`)
      .then((value) => reposSchema.parse(value))
      .catch(() => []),
    fetcher
      .get(api(`repos/${encodeURIComponent(login)}/${encodeURIComponent(login)}/readme`), 'application/vnd.github.html+json', deadline)
      .then((response) => response.body)
      .catch(() => ''),
  ]);

  const facts = emptyFacts();
  facts.name = squash(user.name) || user.login;
  const readmeText = readme ? readableMarkup(readme) : [];
  facts.description = [squash(user.bio), ...readmeText.slice(0, 2)].filter(Boolean).join(' ');
  facts.location = squash(user.location);
  facts.email = squash(user.email);
  const top = repos
    .filter((repo) => !repo.fork && !repo.archived)
    .sort((a, b) => b.stargazers_count - a.stargazers_count)
    .slice(0, TOP_REPOSITORIES);
  facts.services = top.map((repo) => ({ name: repo.name, description: squash(repo.description), price: '' }));
  if (user.avatar_url?.startsWith('https://')) facts.photos.push({ url: user.avatar_url, alt: `Photo of ${facts.name}`, openLicence: false });
  facts.links = [
    user.html_url,
    user.blog && (/^https?:\/\//.test(user.blog) ? user.blog : `https://${user.blog}`),
    user.twitter_username && `https://x.com/${user.twitter_username}`,
  ].filter((link): link is string => Boolean(link));
  facts.bodyText = [
    squash(user.bio),
    squash(user.company),
    ...readmeText,
    ...top.map((repo) => [repo.name, squash(repo.description), repo.language ? `(${repo.language})` : ''].filter(Boolean).join(' — ')),
  ]
    .filter(Boolean)
    .join('\n');
  return facts;
}

/** Paragraphs and list items of rendered markup as lines of text. */
function readableMarkup(html: string): string[] {
  const $ = load(html);
  $('pre, code, img, svg, script, style').remove();
  return $('h1, h2, h3, p, li')
    .map((_, element) => squash($(element).text()))
    .get()
    .filter((line) => line.length > 1);
}
