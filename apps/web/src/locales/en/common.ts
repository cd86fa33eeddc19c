import type { Translation } from '@kelas/contracts/i18n';
import type common from '../id/common';

/** English twin of `../id/common.ts`. */
export default {
  language: 'Language',
  languageSwitch: 'Choose a language',
  header: {
    home: 'Home',
    mainNav: 'Main navigation',
    programmu: 'My Programmes',
    redeemVoucher: 'Redeem Voucher',
    login: 'Log in',
    register: 'Sign up',
    greeting: 'Hi, {{name}}',
    openMenu: 'Open menu',
    menu: 'Menu',
    menuNav: 'Main menu',
    editProfile: 'Edit Profile',
    orders: 'Order History',
    mentorConsole: 'Mentor Console',
    studio: 'Studio',
    adminConsole: 'Admin Console',
    logout: 'Log out',
  },
  footer: {
    home: 'Home',
    about: 'Project-based, mentor-guided Career Accelerator Learning to build digital skills, leadership and personal charisma.',
    social: 'Social media',
    information: 'Information',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    aboutUs: 'About Us',
    help: 'Help',
    messaging: '{{app}} {{phone}}',
    copyright: '© {{year}} {{company}}',
  },
  errorFallback: {
    image: 'Sad robot',
    title: 'Sorry, something went wrong while loading the page',
    text: 'Please reload or try again later',
    retry: 'Try Again',
  },
  notFound: {
    title: '404 Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
    home: 'Back to Home',
  },
  sessionExpired: 'Your session has ended. Please log in again.',
  closeToast: 'Close notification',
  close: 'Close',
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    summary: 'Page {{page}} of {{last}} · {{total}} {{noun}}',
  },
  search: 'Search',
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  rating: 'Rated {{value}} out of {{max}}',
} satisfies Translation<typeof common>;
