// Fixed ids of the local pool: AWS-shaped, so aws-jwt-verify checks local tokens as real ones.
export const LOCAL_REGION = 'eu-central-1';
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_SushiLocal`;
export const LOCAL_CLIENT_ID = 'sushilocalclient0000000000';
export const LOCAL_ISSUER_DOMAIN = `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`;
export const LOCAL_ISSUER = `${LOCAL_ISSUER_DOMAIN}/${LOCAL_USER_POOL_ID}`;

/**
 * The custom attribute (without its 'custom:' prefix) that keeps the sign-up form's details
 * with the account, as JSON { name, phoneNumber, address, nip }: the site writes it at sign-up,
 * the API stores the details from the ID token's claim at the first sign-in (D67). The real
 * user pool must define it (String, up to 2048 characters, mutable).
 */
export const SIGN_UP_DETAILS_CLAIM = 'signup';

