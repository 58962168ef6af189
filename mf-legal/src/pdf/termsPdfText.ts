/**
 * The text of the three downloadable subscription terms (version of 13 January 2022). Build-time only:
 * `generateTermsPdfs.ts` typesets it into the PDFs in `../assets`; the app never imports this module.
 */
import { brand } from 'shared/brand';

export interface PdfSection {
  heading: string;
  paragraphs: string[];
}

export interface PdfDocumentText {
  /** Output file in `src/assets`. */
  file: string;
  lang: 'en' | 'ja';
  title: string;
  subtitle: string;
  /** Lines under the title: parties, version, effective date. */
  preamble: string[];
  sections: PdfSection[];
  /** Running footer, left side (the page number goes on the right). */
  footer: string;
}

const common = (region: string): PdfSection[] => [
  {
    heading: '1. The agreement',
    paragraphs: [
      `These Terms and Conditions ("Terms") govern the subscription of a hotel, resort, vacation rental, property manager or other property operator ("Customer") to the ${brand.name} guest-engagement platform provided by ${brand.company} ("${brand.name}"). They apply together with the order form that names the subscribed modules, the number of units and the fees ("Order Form"). If the Order Form and these Terms differ, the Order Form prevails.`,
      `These Terms are the ${region} version. The person accepting them confirms that they are over 18 and have the authority to bind the Customer.`,
    ],
  },
  {
    heading: '2. The service',
    paragraphs: [
      `${brand.name} provides, as a hosted service, the guest app (pre-arrival check-in, mobile key, digital concierge, chat concierge, ordering, upsells, feedback, loyalty and express check-out), the staff dashboards (communication, tasks, housekeeping, incidents, analytics) and the integrations named in the Order Form.`,
      `${brand.name} may improve and change the service over time. A change will not materially reduce the functionality of a subscribed module during the subscription term.`,
    ],
  },
  {
    heading: '3. Customer responsibilities',
    paragraphs: [
      'The Customer keeps its user credentials confidential, makes sure its staff use the service lawfully, and is responsible for the content it publishes to guests, for its prices and offers, and for the accuracy of the data it imports from its property-management and other systems.',
      'The Customer must not resell the service, attempt to access it other than through its published interfaces, or use it to send unsolicited messages.',
    ],
  },
];

/** Same in every English version: how fees change and what happens when an invoice stays unpaid. */
const feeChangesAndArrears = `${brand.name} may adjust its fees at renewal with at least 30 days notice. Unpaid amounts more than 30 days overdue may lead to suspension of the service after a written reminder.`;

const later = (law: string, courts: string, dataLaw: string): PdfSection[] => [
  {
    heading: '5. Data protection',
    paragraphs: [
      `For guest data, the Customer is the data controller and ${brand.name} processes the data on its behalf as a data processor, under the data processing terms annexed to the Order Form. ${brand.name} complies with ${dataLaw}, encrypts all stored data and informs the Customer without undue delay of any personal-data breach affecting its guests.`,
      'Identity documents presented in pre-check-in are verified by a card payment provider engaged by the service; the verification result, not the biometric data, is returned to the Customer.',
    ],
  },
  {
    heading: '6. Service levels and support',
    paragraphs: [
      `${brand.name} targets a monthly availability of 99.9% for the guest app and staff dashboards, excluding scheduled maintenance announced at least 72 hours in advance. Support is available by e-mail at ${brand.supportEmail} and through the Help Center, with urgent incidents handled around the clock.`,
    ],
  },
  {
    heading: '7. Intellectual property',
    paragraphs: [
      `${brand.name} and its licensors own the service, its software and its documentation. The Customer owns its data and its content, and grants ${brand.name} the rights needed to host, process and display them to provide the service.`,
    ],
  },
  {
    heading: '8. Liability',
    paragraphs: [
      `Each party's total liability under these Terms is limited to the fees paid by the Customer in the twelve months before the event giving rise to the claim. Neither party is liable for indirect or consequential loss, loss of profit or loss of data, except where the law does not permit that limitation.`,
    ],
  },
  {
    heading: '9. Term and termination',
    paragraphs: [
      'The subscription runs for the term stated in the Order Form and renews for the same period unless either party gives notice at least 30 days before the renewal date. Either party may terminate for a material breach not cured within 30 days of written notice.',
      'On termination, the Customer may export its data for 30 days, after which it is deleted from the service and, within a further 14 days, from its backups.',
    ],
  },
  {
    heading: '10. Governing law and disputes',
    paragraphs: [
      `These Terms are governed by ${law}. The parties will first try to resolve any dispute by good-faith negotiation between senior representatives; a dispute not resolved within 30 days is submitted to ${courts}.`,
    ],
  },
  {
    heading: '11. Changes and notices',
    paragraphs: [
      `${brand.name} will give at least 30 days notice of a material change to these Terms by e-mail to the Customer's account owner. Notices to ${brand.name} are sent to ${brand.company}, ${brand.address}, or to legal@stayvia.com.`,
    ],
  },
];

const globalEnglish: PdfDocumentText = {
  file: 'stayvia-terms-global-en.pdf',
  lang: 'en',
  title: `${brand.name} Terms and Conditions`,
  subtitle: 'Global subscription terms',
  preamble: [
    `Provider: ${brand.company}, ${brand.address}`,
    'Version: Global, English. Effective and last updated: 13 January 2022.',
  ],
  sections: [
    ...common('global English'),
    {
      heading: '4. Fees and payment',
      paragraphs: [
        'Fees are stated in US dollars in the Order Form and are invoiced monthly or annually in advance. Invoices are payable within 30 days. Fees exclude taxes, which the Customer pays in addition where applicable.',
        feeChangesAndArrears,
      ],
    },
    ...later(
      'the laws of Thailand',
      'the competent courts of Bangkok, Thailand',
      'the EU General Data Protection Regulation where it applies, Thailand’s Personal Data Protection Act and the data protection laws of the Customer’s country',
    ),
    {
      heading: '12. Translations',
      paragraphs: [
        'These Terms are also available in Japanese. If the English and a translated version differ, the English version prevails.',
      ],
    },
  ],
  footer: `${brand.name} Terms and Conditions - Global (English) - 13 January 2022`,
};

const thailandEnglish: PdfDocumentText = {
  file: 'stayvia-terms-thailand-en.pdf',
  lang: 'en',
  title: `${brand.name} Terms and Conditions`,
  subtitle: 'Subscription terms for Thailand',
  preamble: [
    `Provider: ${brand.company}, ${brand.address}`,
    'Version: Thailand, English. Effective and last updated: 13 January 2022.',
  ],
  sections: [
    ...common('Thailand'),
    {
      heading: '4. Fees and payment',
      paragraphs: [
        'Fees are stated in Thai baht in the Order Form and are invoiced monthly or annually in advance, with value added tax at the rate in force (currently 7%) shown separately. Invoices are payable within 30 days by bank transfer to the account named on the invoice. Where the Customer is required to withhold tax, it provides the withholding tax certificate within 30 days of payment.',
        feeChangesAndArrears,
      ],
    },
    ...later(
      'the laws of the Kingdom of Thailand',
      'the competent courts of Bangkok, Thailand',
      'the Personal Data Protection Act B.E. 2562 (2019) and its regulations',
    ),
    {
      heading: '12. Language',
      paragraphs: [
        'These Terms are made in English. A Thai translation may be provided for convenience; if the versions differ, the English version prevails.',
      ],
    },
  ],
  footer: `${brand.name} Terms and Conditions - Thailand (English) - 13 January 2022`,
};

const globalJapanese: PdfDocumentText = {
  file: 'stayvia-terms-global-ja.pdf',
  lang: 'ja',
  title: `${brand.name} 利用規約`,
  subtitle: 'グローバル版サブスクリプション規約（日本語訳）',
  preamble: [
    `提供者：${brand.company}（タイ王国バンコク）`,
    '版：グローバル版・日本語訳。施行日および最終更新日：2022年1月13日。',
  ],
  sections: [
    {
      heading: '第1条（本規約）',
      paragraphs: [
        `本規約は、ホテル、リゾート、バケーションレンタル、不動産管理会社その他の施設運営者（以下「お客様」）による、${brand.company}（以下「${brand.name}」）が提供するゲストエンゲージメント・プラットフォームの利用契約に適用されます。本規約は、契約モジュール、ユニット数および料金を定める注文書（以下「注文書」）とあわせて適用され、両者が異なる場合は注文書が優先します。`,
        '本規約に同意する者は、18歳を超えており、お客様を代表して契約する権限を有することを表明します。',
      ],
    },
    {
      heading: '第2条（本サービス）',
      paragraphs: [
        `${brand.name}は、ゲストアプリ（事前チェックイン、モバイルキー、デジタルコンシェルジュ、チャットコンシェルジュ、注文、アップセル、フィードバック、ロイヤルティ、エクスプレスチェックアウト）、スタッフ用ダッシュボード（連絡、タスク、ハウスキーピング、インシデント、分析）および注文書に定める連携機能を、ホスティング型サービスとして提供します。`,
      ],
    },
    {
      heading: '第3条（お客様の責任）',
      paragraphs: [
        'お客様は、利用者の認証情報を適切に管理し、スタッフに本サービスを適法に利用させ、ゲストに公開する内容、価格および特典、ならびに各種システムから取り込むデータの正確性について責任を負います。',
      ],
    },
    {
      heading: '第4条（料金および支払）',
      paragraphs: [
        '料金は注文書に米ドルで定め、月額または年額で前払いにより請求します。請求書の支払期限は発行日から30日以内とし、料金には税金は含まれません。',
      ],
    },
    {
      heading: '第5条（データ保護）',
      paragraphs: [
        `ゲストのデータについては、お客様が管理者となり、${brand.name}はお客様の指示に基づき処理者として取り扱います。${brand.name}は保存するすべてのデータを暗号化し、ゲストに影響する個人データの漏えいが発生した場合は、遅滞なくお客様に通知します。`,
        '事前チェックインで提示された本人確認書類は、本サービスが利用するカード決済事業者により確認され、お客様には確認結果のみが提供されます。',
      ],
    },
    {
      heading: '第6条（サービスレベルおよびサポート）',
      paragraphs: [
        `${brand.name}は、72時間前までに告知する定期メンテナンスを除き、月間稼働率99.9%を目標とします。サポートは電子メール（${brand.supportEmail}）およびヘルプセンターで提供します。`,
      ],
    },
    {
      heading: '第7条（責任の制限）',
      paragraphs: [
        '各当事者の責任の総額は、請求の原因となった事由の発生前12か月間にお客様が支払った料金の額を上限とします。法令が認める範囲で、間接損害、逸失利益およびデータの喪失について責任を負いません。',
      ],
    },
    {
      heading: '第8条（契約期間および解約）',
      paragraphs: [
        'いずれかの当事者が更新日の30日前までに通知しない限り、契約は同一期間で自動更新されます。契約終了後30日間、お客様はデータをエクスポートでき、その後データは削除されます。',
      ],
    },
    {
      heading: '第9条（準拠法および紛争解決）',
      paragraphs: [
        '本規約はタイ王国の法律に準拠します。紛争は誠実な協議により解決を図り、30日以内に解決しない場合はタイ王国バンコクの管轄裁判所に付託します。',
      ],
    },
    {
      heading: '第10条（変更および翻訳）',
      paragraphs: [
        `${brand.name}は、本規約の重要な変更について30日前までに電子メールで通知します。本書は英語版の翻訳であり、英語版と本書の内容が異なる場合は英語版が優先します。`,
      ],
    },
  ],
  footer: `${brand.name} Terms and Conditions - Global (Japanese) - 13 January 2022`,
};

export const termsPdfDocuments: PdfDocumentText[] = [globalEnglish, globalJapanese, thailandEnglish];
