/** Where an upgrade dialog sends the user: the demo meeting booking page and the sales phone. */
export const DEMO_MEETING_URL = 'https://ghg-ledger.example/demo-meeting';
export const SALES_PHONE = '+48 22 123 45 67';
