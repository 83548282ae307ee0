/**
 * The civic quiz's questions (SPEC §3 "Quiz question (built in)"). Every fact names the
 * law or record it rests on (`source`), shown after answering. Correct answers stay on the
 * server: the client gets them only with the result of its own answer.
 */

export enum QuizDifficulty {
  EASY = 'easy',
  MEDIUM = 'medium',
  HARD = 'hard',
}

/** SPEC §9: points by difficulty. */
export const DIFFICULTY_POINTS: Record<QuizDifficulty, number> = { easy: 10, medium: 20, hard: 30 };

export const QUIZ_CATEGORIES = [
  { id: 'constitution', name: 'Constitution & Democracy', description: "The 1999 Constitution: Nigeria's supreme law and how it can change." },
  { id: 'electoral', name: 'Electoral Process', description: 'How INEC registers voters, accredits them and declares winners.' },
  { id: 'parties', name: 'Political Parties', description: 'How parties are registered, what they may do, and who contests.' },
  { id: 'government', name: 'Government Structure', description: 'The three arms of government, the National Assembly and the courts.' },
  { id: 'history', name: 'Nigerian History', description: 'From amalgamation to independence and the Fourth Republic.' },
  { id: 'rights', name: 'Civic Rights & Duties', description: 'The fundamental rights of Chapter IV and the duties of every citizen.' },
] as const;

export type QuizCategoryId = (typeof QUIZ_CATEGORIES)[number]['id'];

export type QuizQuestion = {
  id: string;
  category: QuizCategoryId;
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
  difficulty: QuizDifficulty;
  source: string;
};

const C = '1999 Constitution (as amended)';

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  // Constitution & Democracy
  {
    id: 'constitution-supreme-law',
    category: 'constitution',
    difficulty: QuizDifficulty.EASY,
    question: 'Which law is supreme in Nigeria, binding on every authority and person?',
    options: ['The Electoral Act 2022', 'The Constitution of the Federal Republic of Nigeria, 1999', 'The Criminal Code Act', 'Any Act of the National Assembly'],
    correctAnswer: 1,
    explanation:
      'Section 1(1) declares the Constitution supreme, binding on all authorities and persons throughout Nigeria; section 1(3) makes any law inconsistent with it void to the extent of the inconsistency.',
    source: `${C}, section 1(1) and 1(3)`,
  },
  {
    id: 'constitution-sovereignty',
    category: 'constitution',
    difficulty: QuizDifficulty.EASY,
    question: 'According to the Constitution, to whom does sovereignty belong?',
    options: ['The President', 'The National Assembly', 'The people of Nigeria', 'The Supreme Court'],
    correctAnswer: 2,
    explanation:
      'Section 14(2)(a): sovereignty belongs to the people of Nigeria, from whom government, through the Constitution, derives all its powers and authority.',
    source: `${C}, section 14(2)(a)`,
  },
  {
    id: 'constitution-states',
    category: 'constitution',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'How many states does the Constitution create, not counting the Federal Capital Territory?',
    options: ['30', '36', '37', '40'],
    correctAnswer: 1,
    explanation:
      'Section 3(1): there shall be 36 States in Nigeria, named in Part I of the First Schedule. The Federal Capital Territory, Abuja, is provided for separately in section 3(4).',
    source: `${C}, section 3(1) and 3(4); First Schedule, Part I`,
  },
  {
    id: 'constitution-amendment',
    category: 'constitution',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'What support must an ordinary amendment to the Constitution win in each house of the National Assembly?',
    options: ['A simple majority of members present', 'Two-thirds of all the members of that house', 'One-quarter of all the members', 'Every member, unanimously'],
    correctAnswer: 1,
    explanation:
      'Section 9(2): at least two-thirds of all the members of each house, then approval by the Houses of Assembly of at least two-thirds of the states. Changing section 8, section 9 or the fundamental rights in Chapter IV needs four-fifths of each house (section 9(3)).',
    source: `${C}, section 9(2) and 9(3)`,
  },
  {
    id: 'constitution-chapter-two',
    category: 'constitution',
    difficulty: QuizDifficulty.HARD,
    question: 'Which chapter of the Constitution sets out the Fundamental Objectives and Directive Principles of State Policy?',
    options: ['Chapter I', 'Chapter II', 'Chapter IV', 'Chapter VIII'],
    correctAnswer: 1,
    explanation:
      'Chapter II (sections 13 to 24) holds the Fundamental Objectives and Directive Principles of State Policy, including the duties of citizens in section 24. By section 6(6)(c), courts cannot rule on whether they are met, except where the Constitution provides otherwise, unlike the rights in Chapter IV.',
    source: `${C}, Chapter II (sections 13–24) and section 6(6)(c)`,
  },

  // Electoral Process
  {
    id: 'electoral-inec',
    category: 'electoral',
    difficulty: QuizDifficulty.EASY,
    question: 'Which body organises elections for President, Governors, the National Assembly and the State Houses of Assembly?',
    options: [
      'The State Independent Electoral Commissions',
      'The Independent National Electoral Commission (INEC)',
      'The National Assembly',
      'The Nigeria Police Force',
    ],
    correctAnswer: 1,
    explanation:
      "INEC, established by section 153(1)(f), organises, undertakes and supervises these elections (Third Schedule, Part I, paragraph 15(a)). Local government council elections are run by each state's Independent Electoral Commission (section 197 and Third Schedule, Part II, paragraph 4).",
    source: `${C}, section 153(1)(f); Third Schedule, Part I, paragraph 15(a); section 197; Third Schedule, Part II, paragraph 4`,
  },
  {
    id: 'electoral-voting-age',
    category: 'electoral',
    difficulty: QuizDifficulty.EASY,
    question: 'How old must a Nigerian citizen be to register as a voter?',
    options: ['16', '18', '21', '25'],
    correctAnswer: 1,
    explanation:
      'Section 77(2) of the Constitution entitles every citizen who has reached 18 to be registered as a voter (section 117(2) for state elections), and section 12(1) of the Electoral Act 2022 sets the same age for registration.',
    source: `${C}, sections 77(2) and 117(2); Electoral Act 2022, section 12(1)`,
  },
  {
    id: 'electoral-bvas',
    category: 'electoral',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'Which device did INEC use to accredit voters at polling units in the 2023 general elections?',
    options: ['The Bimodal Voter Accreditation System (BVAS)', 'Electronic voting machines', 'The paper register alone', 'Mobile phone text messages'],
    correctAnswer: 0,
    explanation:
      "Section 47(2) of the Electoral Act 2022 requires accreditation with a smart card reader or another technological device INEC prescribes. INEC prescribed the BVAS, which reads the voter's card and checks fingerprints or face, and uploads the polling unit's result sheet to the IReV portal.",
    source: 'Electoral Act 2022, section 47(2); INEC Regulations and Guidelines for the Conduct of Elections, 2022',
  },
  {
    id: 'electoral-presidential-spread',
    category: 'electoral',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'Besides having the most votes, what must a presidential candidate win to be elected at the first ballot?',
    options: [
      'At least 25% of the votes cast in at least two-thirds of the states and the FCT',
      'More than 50% of the votes cast in every state',
      'At least one-third of the votes cast in all 36 states',
      'The approval of the Senate',
    ],
    correctAnswer: 0,
    explanation:
      'Section 134(2): the candidate with the highest number of votes is elected if they also have at least one-quarter of the votes cast in each of at least two-thirds of all the states and the Federal Capital Territory, Abuja.',
    source: `${C}, section 134(1) and 134(2)`,
  },
  {
    id: 'electoral-notice',
    category: 'electoral',
    difficulty: QuizDifficulty.HARD,
    question: 'Under the Electoral Act 2022, at least how long before an election must INEC publish the notice of election?',
    options: ['90 days', '150 days', '180 days', '360 days'],
    correctAnswer: 3,
    explanation:
      'Section 28(1) of the Electoral Act 2022 requires the notice, stating the date of the election, not later than 360 days before it (the Electoral Act 2010 asked for 90). For the 2023 general election INEC published it on 28 February 2022.',
    source: 'Electoral Act 2022, section 28(1); INEC Timetable and Schedule of Activities for the 2023 General Election (26 February 2022)',
  },

  // Political Parties
  {
    id: 'parties-registration',
    category: 'parties',
    difficulty: QuizDifficulty.EASY,
    question: 'Which body registers political parties in Nigeria?',
    options: ['The Corporate Affairs Commission', 'The National Assembly', 'The Independent National Electoral Commission (INEC)', 'The Supreme Court'],
    correctAnswer: 2,
    explanation:
      'The Third Schedule, Part I, paragraph 15(b) gives INEC the power to register political parties; section 222 sets the conditions an association must meet to function as a party.',
    source: `${C}, Third Schedule, Part I, paragraph 15(b); section 222`,
  },
  {
    id: 'parties-2023-ballot',
    category: 'parties',
    difficulty: QuizDifficulty.EASY,
    question: 'How many political parties fielded candidates in the 2023 presidential election?',
    options: ['4', '11', '18', '91'],
    correctAnswer: 2,
    explanation:
      "Eighteen parties fielded presidential candidates; INEC's declaration of 1 March 2023 gives the votes of all 18, from Accord (A) to the Zenith Labour Party (ZLP).",
    source: 'INEC, declaration of the 2023 presidential election result, 1 March 2023 (api/data/elections)',
  },
  {
    id: 'parties-canvassing',
    category: 'parties',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'Under section 221 of the Constitution, which associations may canvass for votes for a candidate at an election?',
    options: ['Only political parties', 'Any registered association', 'Trade unions and professional bodies', 'Religious organisations'],
    correctAnswer: 0,
    explanation:
      "Section 221: no association other than a political party may canvass for votes for any candidate at any election, or contribute to a party's funds or a candidate's election expenses.",
    source: `${C}, section 221`,
  },
  {
    id: 'parties-apc-merger',
    category: 'parties',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'The All Progressives Congress (APC) was registered in 2013 after a merger of which parties?',
    options: ['PDP and LP', 'ACN, CPC and ANPP, with a faction of APGA', 'SDP and NRC', 'AD and APP'],
    correctAnswer: 1,
    explanation:
      'The Action Congress of Nigeria, the Congress for Progressive Change, the All Nigeria Peoples Party and a faction of the All Progressives Grand Alliance merged; INEC registered the APC on 31 July 2013. (SDP and NRC were the two parties of the 1989–1993 transition.)',
    source: 'INEC, registration of the All Progressives Congress, 31 July 2013',
  },
  {
    id: 'parties-deregistration',
    category: 'parties',
    difficulty: QuizDifficulty.HARD,
    question: 'In February 2020, INEC used its power under section 225A of the Constitution to deregister how many political parties?',
    options: ['18', '36', '74', '91'],
    correctAnswer: 2,
    explanation:
      'On 6 February 2020 INEC deregistered 74 parties that it found had failed the section 225A requirements in the 2019 elections (such as 25% of the votes in one state in the presidential election, or a seat in a legislative election), leaving 18 registered parties.',
    source: `${C}, section 225A; INEC press briefing by Prof. Mahmood Yakubu, 6 February 2020`,
  },

  // Government Structure
  {
    id: 'government-arms',
    category: 'government',
    difficulty: QuizDifficulty.EASY,
    question: 'What are the three arms of government under the 1999 Constitution?',
    options: ['Legislature, executive and judiciary', 'President, governors and LGA chairmen', 'Army, police and civil service', 'Senate, House of Representatives and INEC'],
    correctAnswer: 0,
    explanation:
      'Sections 4, 5 and 6 vest legislative powers in the National Assembly and the State Houses of Assembly, executive powers in the President and the Governors, and judicial powers in the courts.',
    source: `${C}, sections 4, 5 and 6`,
  },
  {
    id: 'government-senate',
    category: 'government',
    difficulty: QuizDifficulty.EASY,
    question: 'How many members sit in the Senate?',
    options: ['36', '74', '109', '360'],
    correctAnswer: 2,
    explanation: 'Section 48: three senators from each of the 36 states and one from the Federal Capital Territory, Abuja: 109 in all.',
    source: `${C}, section 48`,
  },
  {
    id: 'government-house',
    category: 'government',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'How many members does the House of Representatives have?',
    options: ['109', '240', '360', '469'],
    correctAnswer: 2,
    explanation:
      'Section 49: the House of Representatives has 360 members, representing constituencies of nearly equal population. With the 109 senators, the National Assembly has 469 members.',
    source: `${C}, sections 48 and 49`,
  },
  {
    id: 'government-president-term',
    category: 'government',
    difficulty: QuizDifficulty.MEDIUM,
    question: "How long is a President's term, and how many times can a person be elected President?",
    options: ['Four years, at most twice', 'Five years, only once', 'Four years, any number of times', 'Six years, only once'],
    correctAnswer: 0,
    explanation:
      'Section 135(2) sets a term of four years from the oath of office; section 137(1)(b) disqualifies anyone who has been elected President at two previous elections.',
    source: `${C}, sections 135(2) and 137(1)(b)`,
  },
  {
    id: 'government-supreme-court',
    category: 'government',
    difficulty: QuizDifficulty.HARD,
    question: 'Which court hears, from the start, a dispute between the Federation and a State?',
    options: ['The Federal High Court', 'The Court of Appeal', 'The Supreme Court', 'The Code of Conduct Tribunal'],
    correctAnswer: 2,
    explanation:
      'Section 232(1): the Supreme Court, to the exclusion of any other court, has original jurisdiction in any dispute between the Federation and a State, or between States, that involves a question on which a legal right depends.',
    source: `${C}, section 232(1)`,
  },

  // Nigerian History
  {
    id: 'history-independence',
    category: 'history',
    difficulty: QuizDifficulty.EASY,
    question: 'On what date did Nigeria become independent?',
    options: ['1 October 1960', '12 June 1993', '29 May 1999', '1 January 1914'],
    correctAnswer: 0,
    explanation: 'Nigeria became independent from Britain on 1 October 1960, under the Nigeria Independence Act 1960.',
    source: 'Nigeria Independence Act 1960 (United Kingdom); Nigeria (Constitution) Order in Council 1960',
  },
  {
    id: 'history-amalgamation',
    category: 'history',
    difficulty: QuizDifficulty.EASY,
    question: 'Who brought the Northern and Southern Protectorates together as one Nigeria in 1914?',
    options: ['Herbert Macaulay', 'Frederick Lugard', 'Nnamdi Azikiwe', 'James Robertson'],
    correctAnswer: 1,
    explanation:
      'Sir Frederick Lugard amalgamated the Northern and Southern Protectorates on 1 January 1914 and became the first Governor-General of Nigeria. Sir James Robertson was the last colonial Governor-General (1955–1960).',
    source: 'Encyclopaedia Britannica, "Nigeria: The colonial period" and "Frederick Lugard"',
  },
  {
    id: 'history-first-prime-minister',
    category: 'history',
    difficulty: QuizDifficulty.MEDIUM,
    question: "Who was Nigeria's Prime Minister at independence?",
    options: ['Nnamdi Azikiwe', 'Obafemi Awolowo', 'Sir Abubakar Tafawa Balewa', 'Ahmadu Bello'],
    correctAnswer: 2,
    explanation:
      'Sir Abubakar Tafawa Balewa was Prime Minister from 1957 until he was killed in the coup of January 1966. Nnamdi Azikiwe became Governor-General in November 1960 and President when Nigeria became a republic on 1 October 1963.',
    source: 'Encyclopaedia Britannica, "Sir Abubakar Tafawa Balewa" and "Nnamdi Azikiwe"',
  },
  {
    id: 'history-fourth-republic',
    category: 'history',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'On what date did the 1999 Constitution come into force, beginning the Fourth Republic?',
    options: ['1 October 1979', '29 May 1999', '12 June 1993', '27 August 1993'],
    correctAnswer: 1,
    explanation:
      'The Constitution of the Federal Republic of Nigeria 1999 came into force on 29 May 1999, the day Olusegun Obasanjo was sworn in as President, ending military rule.',
    source: 'Constitution of the Federal Republic of Nigeria (Promulgation) Decree No. 24 of 1999 (commencement 29 May 1999)',
  },
  {
    id: 'history-june-12',
    category: 'history',
    difficulty: QuizDifficulty.HARD,
    question: 'Democracy Day has been celebrated on 12 June since 2019. What happened on 12 June 1993?',
    options: [
      "Nigeria's first military coup",
      'A presidential election that the military government later annulled',
      'The first sitting of the National Assembly',
      'The publication of the 1999 Constitution',
    ],
    correctAnswer: 1,
    explanation:
      'On 12 June 1993 Nigerians voted in a presidential election widely believed to have been won by M.K.O. Abiola; the military government annulled it. In June 2018 the Federal Government named 12 June Democracy Day in place of 29 May.',
    source: 'Presidential statement on Democracy Day, 6 June 2018; Public Holidays Act as amended in 2019',
  },

  // Civic Rights & Duties
  {
    id: 'rights-chapter-four',
    category: 'rights',
    difficulty: QuizDifficulty.EASY,
    question: 'Which chapter of the Constitution guarantees fundamental rights such as life, dignity and personal liberty?',
    options: ['Chapter II', 'Chapter IV', 'Chapter VI', 'Chapter VII'],
    correctAnswer: 1,
    explanation:
      'Chapter IV (sections 33 to 46) guarantees the fundamental rights, among them life (33), dignity (34), personal liberty (35) and fair hearing (36); section 46 lets anyone apply to a High Court to enforce them.',
    source: `${C}, Chapter IV (sections 33–46)`,
  },
  {
    id: 'rights-expression',
    category: 'rights',
    difficulty: QuizDifficulty.EASY,
    question: 'Which right does section 39 of the Constitution protect?',
    options: ['Freedom of expression, including the press', 'The right to own property', 'Freedom of movement', 'The right to a fair hearing'],
    correctAnswer: 0,
    explanation:
      'Section 39(1): every person is entitled to freedom of expression, including freedom to hold opinions and to receive and impart ideas and information without interference. Property is in sections 43 and 44, movement in section 41, fair hearing in section 36.',
    source: `${C}, section 39(1)`,
  },
  {
    id: 'rights-association',
    category: 'rights',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'Section 40 guarantees the right to peaceful assembly and association. What does it name in particular?',
    options: [
      'Forming or belonging to a political party, trade union or other association',
      'Voting from the age of 16',
      'Free internet access',
      'Carrying arms for self-defence',
    ],
    correctAnswer: 0,
    explanation:
      "Section 40: every person may assemble freely and associate with others, and in particular may form or belong to any political party, trade union or other association for the protection of their interests, without taking away INEC's powers over which parties it recognises.",
    source: `${C}, section 40`,
  },
  {
    id: 'rights-citizen-duties',
    category: 'rights',
    difficulty: QuizDifficulty.MEDIUM,
    question: 'Which of these is a duty of every citizen under section 24 of the Constitution?',
    options: [
      'Declare income honestly to lawful agencies and pay tax promptly',
      'Join a registered political party',
      'Vote in every election',
      'Serve two years in the armed forces',
    ],
    correctAnswer: 0,
    explanation:
      'Section 24(f) makes it a duty to declare income honestly to appropriate and lawful agencies and to pay tax promptly. Section 24 also asks citizens to respect the Constitution, help keep law and order and contribute to their community; no section makes voting compulsory.',
    source: `${C}, section 24`,
  },
  {
    id: 'rights-arrest-court',
    category: 'rights',
    difficulty: QuizDifficulty.HARD,
    question: 'Someone is arrested on suspicion of a crime where a competent court sits within 40 km. Within what time must they be brought before a court?',
    options: ['One day', 'Two days', 'One week', 'Fourteen days'],
    correctAnswer: 0,
    explanation:
      'Section 35(4) requires a court appearance within a reasonable time, and section 35(5)(a) defines it as one day where a court of competent jurisdiction is within a radius of forty kilometres; elsewhere it is two days or a longer period the court considers reasonable (section 35(5)(b)).',
    source: `${C}, section 35(4) and 35(5)`,
  },
];

export const QUESTION_BY_ID = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));
export const pointsOf = (question: QuizQuestion) => DIFFICULTY_POINTS[question.difficulty];

/** SPEC §9: quiz levels by total quiz points. */
export const QUIZ_LEVELS = [
  { title: 'Political Novice', min: 0, max: 50 },
  { title: 'Informed Citizen', min: 51, max: 150 },
  { title: 'Political Scholar', min: 151, max: 300 },
  { title: 'Constitutional Expert', min: 301, max: 500 },
  { title: 'Political Guru', min: 501, max: null },
] as const;

export const quizLevelFor = (points: number) => [...QUIZ_LEVELS].reverse().find((level) => points >= level.min)!.title;
