import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are and the law we follow',
    paragraphs: [
      'Civic Network is the data controller for the personal data described here. We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA) and the guidance of the Nigeria Data Protection Commission (NDPC).',
      'We are an independent platform. We are not part of the Independent National Electoral Commission (INEC), any government body or any political party.',
    ],
  },
  {
    heading: 'What we collect',
    bullets: [
      'Account details: your name, email address and a securely hashed password.',
      'Profile details you choose to add: photo, bio, phone number, occupation and interests.',
      'Electoral location: state, local government area (LGA), ward and polling unit.',
      'Political identity you choose to add: membership type (for example Obidient or BATist) and party affiliation.',
      'Content you create: posts, comments, likes, follows and messages.',
      'Technical data needed to run the service: session cookies, IP address and basic device information, kept for security and abuse prevention.',
    ],
  },
  {
    heading: 'Sensitive personal data',
    paragraphs: [
      'Under the NDPA, information revealing political opinions is sensitive personal data. We treat your party affiliation and your polling unit as sensitive.',
      'Both are private by default: only you can see them unless you choose to show them. We never sell them, never use them to target advertising without your explicit consent, and never write them to our logs. You can remove them at any time from your profile settings.',
    ],
  },
  {
    heading: 'Why we use your data',
    bullets: [
      'To run your account and keep it secure (performance of our contract with you).',
      'To show you people, posts and results from your state, LGA and ward (performance of contract).',
      'To process sensitive data such as party affiliation, only with your explicit consent, which you can withdraw at any time.',
      'To prevent fraud, spam and abuse and to meet legal obligations (legitimate interests and legal obligation).',
    ],
  },
  {
    heading: 'Who can see what',
    paragraphs: [
      'Your name, handle, photo and public posts are visible to other users. If you turn on a private profile, only your connections can see your profile details. Direct messages are visible only to the people in the conversation.',
      'We share data with service providers who host our servers, send our emails and process payments, under contracts that require them to protect it. We disclose data to authorities only when Nigerian law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your data while your account is active. If you delete your account, we delete or anonymise your personal data within 30 days, except where the law requires us to keep records for longer (for example, payment records).',
    ],
  },
  {
    heading: 'Your rights',
    bullets: [
      'Access the personal data we hold about you and receive a copy.',
      'Correct data that is wrong or incomplete.',
      'Delete your data or your account.',
      'Object to or restrict certain processing, and withdraw consent at any time.',
      'Move your data to another service (data portability).',
      'Complain to the Nigeria Data Protection Commission if you believe we have mishandled your data.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'We protect your data with encrypted connections, hashed passwords, secure cookies and access controls. If a breach puts your rights at risk, we will notify you and the NDPC as the law requires.',
    ],
  },
  {
    heading: 'Age',
    paragraphs: ['Civic Network is for people aged 18 or older. We do not knowingly collect data from anyone younger.'],
  },
  {
    heading: 'Contact us',
    paragraphs: [
      'For any privacy question or to exercise your rights, email privacy@civicnetwork.ng. We reply within 30 days. We will post any change to this policy on this page and update the date above.',
    ],
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Your trust matters more to us than anything else. This policy explains what personal data Civic Network collects, why, who can see it, and the rights you have over it."
      sections={SECTIONS}
    />
  );
}
