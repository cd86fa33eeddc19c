import type { Translation } from '@kelas/contracts/i18n';
import type auth from '../id/auth';

/** English twin of `../id/auth.ts`. */
export default {
  shell: {
    home: 'Home',
    support: 'Having trouble? Report it on {{app}} <anchor>{{phone}}</anchor> <note>(messages only)</note>',
  },
  login: {
    title: 'Log In',
    intro: 'Log in to continue learning in your programmes.',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    forgot: 'Forgot Password?',
    submit: 'Log In',
    noAccount: 'No account yet? <anchor>Sign up</anchor>',
  },
  register: {
    title: 'Create an Account',
    intro: 'Create an account to start learning. We will send a verification code to your email.',
    name: 'Full Name',
    namePlaceholder: 'Enter your full name',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    phone: 'Mobile Number',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    confirm: 'Confirm Password',
    confirmPlaceholder: 'Enter your password again',
    terms: 'I have read and agree to the <anchor>Terms and Conditions</anchor>',
    submit: 'Sign Up',
    haveAccount: 'Already have an account? <anchor>Log in</anchor>',
  },
  forgot: {
    title: 'Forgot Password',
    intro: 'Enter the email of your account. We will send you a link to create a new password.',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    submit: 'Reset Password',
    haveAccount: 'Already have an account? Log in',
  },
  reset: {
    title: 'Reset Password',
    intro: 'Create a new password for your account.',
    password: 'New Password',
    passwordPlaceholder: 'Enter your new password',
    confirm: 'Confirm New Password',
    confirmPlaceholder: 'Confirm your new password',
    submit: 'Reset Password',
  },
  verify: {
    submit: 'Verify',
    submitting: 'Verifying...',
    noCode: 'Did not get the code?',
    resendIn: 'Resend the code in {{seconds}} seconds',
    resend: 'Resend code',
  },
  otp: {
    group: '6-digit verification code',
    digit: 'Digit {{n}} of {{total}}',
  },
  sso: {
    error: 'Error: {{message}}',
  },
} satisfies Translation<typeof auth>;
