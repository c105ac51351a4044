/**
 * The part of the official KHQR SDK (`bakong-khqr`, National Bank of Cambodia) the API uses; the
 * package ships JavaScript only. Shapes read from its source (src/index.js, src/model/*.js).
 */
declare module 'bakong-khqr' {
  interface KhqrStatus {
    code: 0 | 1;
    errorCode: number | null;
    message: string | null;
  }
  interface KhqrResponse<Data> {
    status: KhqrStatus;
    data: Data | null;
  }
  interface IndividualOptions {
    currency?: number;
    /** USD with up to 2 decimals; KHR whole riels. */
    amount?: number;
    billNumber?: string;
    storeLabel?: string;
    terminalLabel?: string;
    mobileNumber?: string;
    purposeOfTransaction?: string;
    /** Milliseconds since the epoch; required when there is an amount (a dynamic KHQR). */
    expirationTimestamp?: number;
    merchantCategoryCode?: string;
  }
  class IndividualInfo {
    constructor(bakongAccountID: string, merchantName: string, merchantCity: string, optional?: IndividualOptions);
  }
  interface DecodedKhqr {
    bakongAccountID: string | null;
    billNumber: string | null;
    merchantName: string | null;
    merchantCity: string | null;
    creationTimestamp: string | null;
    expirationTimestamp: string | null;
    pointofInitiationMethod: string | null;
    transactionCurrency: string | null;
    transactionAmount: string | null;
    countryCode: string | null;
    crc: string | null;
  }
  interface BakongKHQR {
    generateIndividual(info: IndividualInfo): KhqrResponse<{ qr: string; md5: string }>;
  }
  interface BakongKHQRClass {
    new (): BakongKHQR;
    decode(khqr: string): KhqrResponse<DecodedKhqr>;
    verify(khqr: string): { isValid: boolean };
  }
  const sdk: {
    BakongKHQR: BakongKHQRClass;
    IndividualInfo: typeof IndividualInfo;
    khqrData: { currency: { usd: number; khr: number } };
  };
  export default sdk;
}
