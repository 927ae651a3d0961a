/** Where the holder downloads a certificate as a PDF (the session cookie goes along). */
export const certificatePdfUrl = (certificateId: number) =>
  `/api/me/certificates/${certificateId}.pdf`;
