const banners = [
  { src: '/images/about-mentor.svg', alt: 'Sesi webinar bersama mentor', caption: 'Webinar interaktif' },
  { src: '/images/about-project.svg', alt: 'Peserta mengerjakan proyek nyata', caption: 'Proyek nyata' },
  { src: '/images/about-community.svg', alt: 'Komunitas peserta yang saling mendukung', caption: 'Komunitas belajar' },
];

/**
 * 'Seputar {brand}' (spec 2.6): banners and two paragraphs. Below md the banners scroll sideways,
 * so the list takes the keyboard focus (arrow keys scroll it) and says what it holds.
 */
export function AboutSection({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="seputar-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="seputar-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        Seputar {brand}
      </h2>
      <ul
        tabIndex={0}
        aria-label={`Foto seputar ${brand}`}
        className="no-scrollbar mt-6 flex rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 snap-x snap-mandatory gap-4 overflow-x-auto pb-2 md:grid md:grid-cols-3 md:overflow-visible"
      >
        {banners.map((b) => (
          <li key={b.src} className="w-[80%] shrink-0 snap-start md:w-auto">
            <figure className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
              <img src={b.src} alt={b.alt} loading="lazy" width={480} height={300} className="aspect-[8/5] w-full object-cover" />
              <figcaption className="bg-white px-4 py-3 text-sm font-semibold text-slate-800">{b.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 text-slate-600 md:grid-cols-2">
        <p className="leading-relaxed">
          {brand} adalah akademi daring yang membantu pencari kerja, karyawan, dan wirausahawan Indonesia naik kelas. Kelas kami disusun bersama praktisi
          industri dan dijalankan dengan metode Career Accelerator Learning: belajar dari proyek nyata, dinilai, lalu diperbaiki bersama mentor.
        </p>
        <p className="leading-relaxed">
          Pilih rekaman webinar, video belajar mandiri, atau kelas gratis yang interaktif. Setiap program dilengkapi kuis, tugas praktik, grup diskusi, dan
          sertifikat, sehingga keterampilan digital, kepemimpinan, dan karisma pribadimu berkembang dengan bukti yang bisa ditunjukkan.
        </p>
      </div>
    </section>
  );
}
