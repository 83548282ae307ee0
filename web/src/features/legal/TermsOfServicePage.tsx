import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Accepting these terms',
    paragraphs: [
      'By creating an account or using Civic Network you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.',
    ],
  },
  {
    heading: 'Who can join',
    paragraphs: [
      'You must be 18 years of age or older to create an account. You must give accurate information about yourself, keep your password safe and use only one personal account.',
    ],
  },
  {
    heading: 'Our purpose',
    paragraphs: [
      'Civic Network helps Nigerian voters connect with people in their state, LGA, ward and polling unit, discuss public affairs and follow elections. We are independent and not affiliated with INEC, any government agency or any political party. Election results shown on the platform come from public sources; the official declaration by INEC is always final.',
    ],
  },
  {
    heading: 'Community rules',
    paragraphs: ['Disagree as strongly as you like, but do it with respect. You must not post or send:'],
    bullets: [
      'Threats, incitement to violence, or content that celebrates violence.',
      'Hate speech against any ethnic group, religion, gender or region.',
      'False information about how, when or where to vote, or fabricated election results.',
      'Offers to buy or sell votes, PVCs or voter data.',
      'Harassment, bullying, or the private information of others (doxxing).',
      'Spam, scams, impersonation, or coordinated fake accounts.',
      'Content that breaks Nigerian law or infringes the rights of others.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You own what you post. By posting, you give us a non-exclusive, royalty-free licence to host, display and distribute it on Civic Network so the service can work. You are responsible for what you post and for having the right to post it.',
    ],
  },
  {
    heading: 'Moderation',
    paragraphs: [
      'We may remove content, limit features or suspend accounts that break these terms. You can report content you believe breaks them. Where we can, we will tell you why we acted and let you ask us to look again.',
    ],
  },
  {
    heading: 'Wallet, promotions and donations',
    paragraphs: [
      'Payments are processed by licensed payment providers. Promoted posts must follow these terms and must clearly be political, governmental or civic. Amounts are shown in naira. Completed promotions and donations are not refundable except where the law requires.',
    ],
  },
  {
    heading: 'Ending your account',
    paragraphs: [
      'You may deactivate or delete your account at any time from your profile settings. We may close accounts that seriously or repeatedly break these terms.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'We provide the service as it is and work hard to keep it available and accurate, but we cannot promise it will always be error-free. To the extent the law allows, we are not liable for indirect losses or for content posted by other users.',
    ],
  },
  {
    heading: 'Law and changes',
    paragraphs: [
      'These terms are governed by the laws of the Federal Republic of Nigeria. We may update them; we will post changes here and, for significant changes, tell you in the app before they take effect. Questions: support@civicnetwork.ng.',
    ],
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="These terms are the agreement between you and Civic Network. They explain who can use the service, the rules that keep discussion safe and fair, and what happens if those rules are broken."
      sections={SECTIONS}
    />
  );
}
