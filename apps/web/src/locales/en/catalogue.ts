import { COURSE_KIND_TEXTS_EN, DETAIL_HERO_TEXTS_EN } from '@kelas/contracts/locales/en/course-hero';
import { LANDING_HERO_TEXTS_EN } from '@kelas/contracts/locales/en/landing';
import type { Translation } from '@kelas/contracts/i18n';
import type catalogue from '../id/catalogue';

/** English twin of `../id/catalogue.ts`. */
export default {
  landing: {
    // The hero's texts are shared with the server, which inlines the hero into the landing's HTML.
    ...LANDING_HERO_TEXTS_EN,
    whyHeading: 'Why Take a Course at {{brand}}?',
    carouselsIntro: 'Webinar recordings, self-paced learning videos and free classes guided by practising mentors.',
  },
  about: {
    heading: 'About {{brand}}',
    photos: 'Photos about {{brand}}',
    banners: {
      mentor: { alt: 'A webinar session with a mentor', caption: 'Interactive webinars' },
      project: { alt: 'Learners working on a real project', caption: 'Real projects' },
      community: { alt: 'A supportive community of learners', caption: 'Learning community' },
    },
    paragraph1:
      '{{brand}} is an online academy that helps Indonesian job seekers, employees and entrepreneurs move up. Our courses are designed with industry practitioners and run on the Career Accelerator Learning method: learn from real projects, get assessed, then improve with your mentor.',
    paragraph2:
      'Choose webinar recordings, self-paced learning videos or interactive free classes. Every programme comes with quizzes, practical assignments, discussion groups and a certificate, so your digital skills, leadership and personal charisma grow with proof you can show.',
  },
  benefits: {
    mentor: {
      alt: 'A practising mentor giving feedback on a learner’s work',
      title: 'Guided by Practising Mentors',
      description: 'Every course is led by a mentor who works in the industry. You get direct feedback on your assignments and work, not just videos to watch.',
    },
    project: {
      alt: 'A portfolio of learners’ projects',
      title: 'Project-Based Learning',
      description: 'Lessons are built on real cases. By the end of the course you have showcase work and a final project ready for your portfolio.',
    },
    flexible: {
      alt: 'A course opened on a laptop and a phone',
      title: 'Flexible, Anywhere',
      description: 'Watch webinar recordings and learning videos any time, on a laptop or phone. Your progress is saved automatically for every material.',
    },
    certificate: {
      alt: 'A completion certificate with an official seal',
      title: 'Verifiable Certificates',
      description: 'Complete the pre-test, post-test, quizzes and skills test to earn a certificate recruiters can check is genuine.',
    },
  },
  voucherTeaser: {
    heading: 'Have a Prakerja voucher?',
    text: 'See how to buy courses with a job-training voucher and redeem your voucher code.',
    action: 'Prakerja Programme',
  },
  carousels: {
    heading: 'Choose the Course You Need',
    recordWebinar: 'Record Webinar',
    learningVideo: 'Learning Video',
    freeClass: 'Free Class',
    previous: 'Previous: {{title}}',
    next: 'Next: {{title}}',
    empty: 'No courses available at the moment.',
  },
  card: {
    students: '{{count}} Learners',
    originalPrice: 'Original price ',
  },
  price: {
    free: 'Free',
    unavailable: 'Price not available',
    discount: '{{percent}}% off',
    from: 'From {{price}}',
    taxAdded: 'Prices exclude {{percent}}% VAT (PPN), added in the cart.',
    taxIncluded: 'Prices include {{percent}}% VAT (PPN).',
    taxExempt: 'No VAT (PPN) is charged.',
  },
  kinds: { ...COURSE_KIND_TEXTS_EN },
  detail: {
    // The hero's texts are shared with the server, which inlines the hero into the detail's HTML.
    ...DETAIL_HERO_TEXTS_EN,
    loading: 'Loading course',
    loadingStatus: 'Loading course…',
    watchNow: 'Watch Now',
    registerNow: 'Enrol Now',
    nav: 'Course navigation',
    sections: {
      about: 'About the Course',
      instructors: 'Course Instructors',
      careers: 'Career Opportunities',
      testimonials: 'Testimonials',
      packages: 'Enrolment & Prices',
    },
    aboutHeading: 'ABOUT THE COURSE',
    materialsHeading: 'COURSE MATERIALS & TOOLS',
    materialsBadges: 'What you will do',
    materialsPending: 'The materials are being prepared.',
    tools: 'Tools used',
    instructorsHeading: 'COURSE INSTRUCTORS',
    instructorsPending: 'Instructors will be announced soon.',
    careersHeading: 'CAREER OPPORTUNITIES',
    careersIntro: 'The skills from this course are sought after for these roles.',
    salaryRange: '{{from}}–{{to}} a month',
    salaryFrom: 'From {{from}} a month',
    salaryUpTo: 'Up to {{to}} a month',
    testimonialsHeading: 'TESTIMONIALS',
    packagesHeading: 'ENROLMENT & PRICES',
    noPackages: 'Oops, the price list is still empty!',
    include: 'Includes',
    buy: 'Buy Now',
    buyPackage: 'Buy {{name}}',
    consultHeading: 'Still unsure which package to choose?',
    consultText: 'Talk your career goals through with our team, free and with no commitment.',
    consultMessage: 'Hello, I would like advice about the course "{{title}}".',
    consultVia: 'Ask us on {{app}}',
    consultFree: 'Free Consultation',
    notFoundTitle: 'Course not found',
    notFoundText: 'The course you are looking for may no longer be available, or the address has a typo.',
    notFoundAction: 'See Other Courses',
  },
  voucher: {
    heroBadge: 'Job-Training Voucher Programme',
    heroTitle: 'Build Your Job Skills with a Prakerja Voucher at {{brand}}',
    heroText: 'Use your training balance for project-based courses with mentors. Graduate with a certificate and a portfolio ready to show recruiters.',
    seeCourses: 'See Courses',
    howToJoin: 'How to Join',
    heroImage: 'A training voucher card and programme participants',
    kindsHeading: 'Get to Know the Course Types',
    kinds: {
      freeClass: {
        title: 'Free Class',
        description: 'Free interactive webinars with a mentor. Ideal for exploring a new topic, asking questions live and trying how our courses work before choosing a programme.',
      },
      recordWebinar: {
        title: 'Record Webinar',
        description: 'Webinar recordings with a pre-test, post-test, quizzes and a skills test. Watch on your own schedule and get a certificate when you pass.',
      },
    },
    carouselsHeading: 'Courses You Can Take',
    paymentHeading: 'Buy Courses with These Payment Methods',
    tiles: {
      eWallet: { label: 'E-Wallet', description: 'GoPay, OVO, DANA, ShopeePay' },
      bankTransfer: { label: 'Bank Transfer', description: 'BCA, BNI, BRI, Mandiri virtual accounts' },
      qris: { label: 'QRIS', description: 'Scan from any banking or e-wallet app' },
      supermarket: { label: 'Supermarket', description: 'Pay cash at Indomaret or Alfamart' },
    },
    benefitsHeading: 'Why Learn at {{brand}}',
    benefits: {
      certificate: {
        alt: 'A voucher programme completion certificate',
        title: 'Official Programme Certificate',
        description: 'Pass the course by the programme’s criteria and your certificate is issued automatically, ready to be reported to the programme dashboard.',
      },
      mentor: {
        alt: 'A practising mentor supporting learners',
        title: 'Mentors Who Assess Your Work',
        description: 'Skills tests are assessed by practising mentors, with written feedback to help you improve.',
      },
      flexible: {
        alt: 'Learning on a phone and a laptop',
        title: 'Flexible Schedule',
        description: 'Webinar recordings can be watched any time; live webinars are announced well ahead, with their links.',
      },
    },
    guideHeading: '4 Steps to Join a Course',
    step: 'Step {{n}}: ',
    steps: {
      register: { title: 'Join the programme', description: 'Create an account on the voucher programme’s official site and complete its selection to receive a training balance.' },
      buy: { title: 'Buy a course', description: 'Find our courses at a marketplace partner and pay with your training balance. You will receive a voucher code.' },
      redeem: { title: 'Redeem the code', description: 'Log in to your account here, open Redeem Voucher, then enter the voucher code (and the redeem code, if any).' },
      learn: { title: 'Learn and pass', description: 'Attend every webinar, finish the tests and quizzes, submit the skills test, then download your certificate.' },
    },
    joinNow: 'Join a Course Now!',
    faqHeading: 'Frequently Asked Questions',
    faq: {
      redeem: {
        question: 'How do I redeem a course voucher?',
        answer: `<ol>
<li>Log in to your {{brand}} account (or sign up with the same e-mail as your programme account).</li>
<li>Open the <strong>Redeem Voucher</strong> menu.</li>
<li>Enter the <strong>voucher code</strong> you received from the marketplace after buying the course.</li>
<li>If your voucher came with a <strong>redeem code</strong>, enter that code in the redeem code field too.</li>
<li>Click the redeem button. The course appears straight away in <strong>My Programmes</strong>.</li>
</ol>`,
      },
      codes: {
        question: 'What is the difference between a voucher code and a redeem code?',
        answer: `<p>A <strong>voucher code</strong> (12 characters) is the course code you get after buying at the marketplace. A <strong>redeem code</strong> (8 characters) is an exchange code that comes with some vouchers as an extra safeguard.</p>
<p>If your voucher came with a redeem code, fill in both on the Redeem Voucher page. Upper or lower case, spaces and hyphens make no difference.</p>`,
      },
      pass: {
        question: 'What do I need to pass a course?',
        answer: `<p>You pass when you:</p>
<ul>
<li>attend <strong>every webinar as scheduled</strong>;</li>
<li>complete the <strong>pre-test, post-test and all quizzes</strong>;</li>
<li>complete the <strong>skills test</strong> (a practical assignment assessed by a mentor).</li>
</ul>`,
      },
      certificate: {
        question: 'When is my certificate issued?',
        answer: '<p>Your certificate is issued automatically once every passing requirement is met and your skills test has been assessed by a mentor. You can download it from the programme page.</p>',
      },
      invalid: {
        question: 'My voucher code does not work. What should I do?',
        answer:
          '<p>Make sure the code is typed without spaces and has not been used before. If it still fails, contact our help team by WhatsApp or e-mail at the bottom of this page, with your proof of purchase.</p>',
      },
    },
    helpHeading: 'Still have questions?',
    helpText: 'Our team is here to help every working day, 09:00–17:00 WIB.',
    helpMessage: 'Hello, I have a question about the voucher programme.',
    chat: 'Chat on {{app}}',
  },
} satisfies Translation<typeof catalogue>;
