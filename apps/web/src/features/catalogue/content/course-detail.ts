/** Static parts of the course detail page (spec 2.9: 'PELUANG KARIR' and 'TESTIMONI' are static); texts in the `catalogue` namespace. */

/** Career opportunities: job titles (the same in both languages) and the monthly salary range in millions of rupiah. */
export const careerOpportunities = [
  { title: 'Digital Marketing Specialist', from: 6, to: 12 },
  { title: 'Data Analyst', from: 7, to: 15 },
  { title: 'Content Strategist', from: 5, to: 10 },
  { title: 'Project Manager', from: 10, to: 20 },
  { title: 'UI/UX Designer', from: 7, to: 14 },
  { title: 'Team Leader', from: 9, to: 18 },
];

/** Testimonials: name and rating here, role and quote under `detail.testimonials.{key}`. */
export const testimonials = [
  { key: 'rina', name: 'Rina Marlina', rating: 5 },
  { key: 'yusuf', name: 'Yusuf Pratama', rating: 5 },
  { key: 'dewi', name: 'Dewi Anggraini', rating: 4 },
] as const;

/** Ids of the sections the side navigation links to (spec 2.9), with their label under `detail.sections`. */
export const detailSections = [
  { id: 'tentang-course', label: 'about' },
  { id: 'instruktur-course', label: 'instructors' },
  { id: 'peluang-karir', label: 'careers' },
  { id: 'testimoni', label: 'testimonials' },
  { id: 'pendaftaran-harga', label: 'packages' },
] as const;

export const PACKAGES_SECTION_ID = 'pendaftaran-harga';
