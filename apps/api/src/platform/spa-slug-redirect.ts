import { isValidSlug } from '@kelas/contracts/catalogue';

/**
 * Old course links keep working (decision 260): the page of a slug a course had before answers 301
 * to the same page under the current slug, so a learner's bookmark of `/detail/{type}/{old}` or
 * `/learning/{old}` opens the course. `currentSlug` looks the former slug up (null when it is not
 * one); `/detail/` pages only for published courses, `/learning/` also for archived ones (enrolled
 * learners keep those).
 */
export async function formerSlugRedirect(
  pathname: string,
  currentSlug: (slug: string, o: { publishedOnly: boolean }) => Promise<string | null>,
): Promise<string | null> {
  const detail = /^\/detail\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname);
  if (detail && isValidSlug(detail[2]!)) {
    const current = await currentSlug(detail[2]!, { publishedOnly: true });
    return current ? `/detail/${detail[1]}/${current}` : null;
  }
  const learning = /^\/learning\/([^/]+)\/?$/.exec(pathname);
  if (learning && isValidSlug(learning[1]!)) {
    const current = await currentSlug(learning[1]!, { publishedOnly: false });
    return current ? `/learning/${current}` : null;
  }
  return null;
}
