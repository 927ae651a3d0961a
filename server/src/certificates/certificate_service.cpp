#include "certificates/certificate_service.h"

#include "certificates/certificate_repository.h"
#include "common/errors.h"
#include "content/about_service.h"
#include "db/transaction.h"

namespace secours::certificates {

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

}  // namespace secours::certificates
