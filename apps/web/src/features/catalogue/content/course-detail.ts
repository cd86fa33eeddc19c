/**
 * The sections of the course detail page (spec 2.9). Highlights, careers and testimonials are the
 * course's own data (decision 262); a section without any is left out, with its side-navigation entry.
 */

/** Ids of the sections the side navigation links to (spec 2.9), with their label under `detail.sections`. */
export const detailSections = [
  { id: 'tentang-course', label: 'about' },
  { id: 'instruktur-course', label: 'instructors' },
  { id: 'peluang-karir', label: 'careers' },
  { id: 'testimoni', label: 'testimonials' },
  { id: 'pendaftaran-harga', label: 'packages' },
] as const;

export const PACKAGES_SECTION_ID = 'pendaftaran-harga';

/** The sections the course has something for: careers and testimonials only when it has some. */
export function visibleSections(course: { careers: readonly unknown[]; testimonials: readonly unknown[] }) {
  return detailSections.filter((s) => (s.id === 'peluang-karir' ? course.careers.length > 0 : s.id === 'testimoni' ? course.testimonials.length > 0 : true));
}
