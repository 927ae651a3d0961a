#include "certificates/certificate_service.h"

#include <utility>

#include "certificates/certificate_repository.h"
#include "common/errors.h"
#include "content/about_service.h"
#include "db/transaction.h"

namespace secours::certificates {

Refusal refusal(const Candidate& candidate) {
  if (candidate.overridden) return Refusal::none;
  if (!candidate.qualified) return Refusal::not_qualified;
  if (!candidate.paid) return Refusal::unpaid;
  return Refusal::none;
}

Issued issue_if_eligible(soci::session& sql, const Candidate& candidate, long long now,
                         const std::string& issued_on) {
  Issued issued;
  issued.refused = refusal(candidate);
  if (issued.refused != Refusal::none) return issued;
  issued.certificate = lock_enrollment_certificate(sql, candidate.booking_id, candidate.enrollment_id);
  if (issued.certificate) return issued;
  issued.certificate =
      candidate.enrollment_id != 0
          ? repository::issue(sql, candidate.enrollment_id, now, issued_on)
          : repository::issue_for_booking(sql,
                                          {candidate.booking_id, candidate.holder_name,
                                           candidate.instructor_name, candidate.instructor_number},
                                          now, issued_on);
  issued.issued_now = true;
  return issued;
}

std::optional<Certificate> lock_enrollment_certificate(soci::session& sql, long long booking_id,
                                                       long long enrollment_id) {
  std::optional<Certificate> certificate;
  if (booking_id != 0) certificate = repository::lock_seat(sql, booking_id);
  if (!certificate && enrollment_id != 0) certificate = repository::find_by_enrollment(sql, enrollment_id);
  return certificate;
}

std::vector<Certificate> holder_certificates(soci::session& sql, long long user_id) {
  return repository::for_user(sql, user_id);
}

std::vector<Certificate> give_to_account(soci::session& sql, long long user_id) {
  std::vector<Certificate> given;
  for (long long id : repository::link_to_account(sql, user_id)) {
    if (auto certificate = repository::find_by_id(sql, id)) given.push_back(std::move(*certificate));
  }
  return given;
}

CertificateDocument holder_document(core::Context& context, long long holder_id, long long id,
                                    const std::string& language) {
  std::optional<Certificate> certificate;
  {
    auto sql = db::connection(context.database);
    certificate = repository::find_by_id(*sql, id);
  }
  if (!certificate || certificate->user_id != holder_id) {
    throw errors::NotFound("not-found", "No such certificate.");
  }
  return certificate_document(context, *certificate, language);
}

namespace {

CertificateDocument document_under(const core::Config& config, const std::string& company_name,
                                   const Certificate& certificate, const std::string& language) {
  return {language,
          company_name,
          certificate.holder_name,
          certificate.title(language),
          certificate.accreditation(language),
          certificate.issued_on,
          certificate.expires_on,
          certificate.credential_id,
          config.public_url + "/verify/" + certificate.credential_id,
          certificate.instructor(),
          certificate.early_childhood_minutes};
}

}  // namespace

CertificateDocument certificate_document(core::Context& context, const Certificate& certificate,
                                         const std::string& language) {
  // The About page's own reading (blank English reads as French), so the two never disagree.
  return document_under(context.config, content::AboutService(context).read(language).company_name,
                        certificate, language);
}

std::string certificate_pdf(soci::session& sql, const core::Config& config, const Certificate& certificate,
                            const std::string& language) {
  return render_certificate_pdf(
      document_under(config, content::read_about(sql, language).company_name, certificate, language));
}

Certificate verify_certificate(core::Context& context, const std::string& credential_id) {
  auto sql = db::connection(context.database);
  auto certificate = repository::find_by_credential(*sql, credential_id);
  if (!certificate && repository::is_withdrawn(*sql, credential_id)) {
    throw errors::Gone("certificate-withdrawn", "This certificate is no longer available.");
  }
  if (!certificate) throw errors::NotFound("certificate-not-found", "No certificate has this number.");
  return *certificate;
}

void withdraw_holder_certificates(soci::session& sql, long long user_id, long long now) {
  repository::withdraw_for_user(sql, user_id, now);
}

}  // namespace secours::certificates
