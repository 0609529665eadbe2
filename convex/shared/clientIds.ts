/**
 * A write made on a device carries an id the device chose (`clientId`): sent again after a lost
 * answer, the server recognises it and writes nothing twice. Shared so the device never makes
 * one the server would refuse.
 */
export const CLIENT_ID_MAX_LENGTH = 64;
