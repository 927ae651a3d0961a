#include "certificates/certificate_routes.h"

#include <soci/soci.h>

#include "auth/guards.h"
#include "certificates/certificate_pdf.h"
#include "certificates/certificate_repository.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "db/transaction.h"
#include "http/json.h"

namespace secours::certificates {

namespace {

// The company name as the About page shows it in that language (the admin may rename it).
std::string company_name(soci::session& sql, const std::string& language) {
  std::string content;
  sql << "SELECT content FROM page_contents WHERE page = 'about' AND language = :l", soci::use(language),
      soci::into(content);
  auto json = nlohmann::json::parse(content, nullptr, false);
  if (json.is_object() && json.contains("companyName") && json["companyName"].is_string() &&
      !json["companyName"].get<std::string>().empty()) {
    return json["companyName"].get<std::string>();
  }
  return language == "fr" ? "Formations Secours Outaouais" : company_name(sql, "fr");
}

}  // namespace

void register_routes(http::Router& router, app::Context& context) {
  router.get("/api/me/certificates/{id}.pdf", [&context](http::Request& request) {
    auto holder = auth::require_user(context, request);
    const auto language = auth::reading_language(request, holder);
    const long long id = request.id_param("id", "certificate");
    auto sql = db::connection(context.database);
    auto certificate = repository::find_by_id(*sql, id);
    // Someone else's certificate answers exactly like a missing one.
    if (!certificate || certificate->user_id != holder.id)
      throw http::NotFound("not-found", "No such certificate.");
    CertificateDocument document{language,
                                 company_name(*sql, language),
                                 certificate->holder_name,
                                 certificate->title(language),
                                 certificate->accreditation,
                                 certificate->issued_on,
                                 certificate->expires_on,
                                 certificate->credential_id,
                                 context.config.public_url + "/verify/" + certificate->credential_id};
    http::Response response;
    response.body = render_certificate_pdf(document);
    response.set_header("Content-Type", "application/pdf");
    response.set_header("Content-Disposition",
                        "attachment; filename=\"certificate-" + certificate->credential_id + ".pdf\"");
    response.set_header("Cache-Control", "private, no-store");
    return response;
  });

  router.get("/api/certificates/{credentialId}", [&context](http::Request& request) {
    auto sql = db::connection(context.database);
    auto certificate = repository::find_by_credential(*sql, request.param("credentialId"));
    if (!certificate) throw http::NotFound("certificate-not-found", "No certificate has this number.");
    const std::string language = request.page_language();
    // Only what a verifier needs: no email, no birth date, no address.
    return http::json_response(200, {{"credentialId", certificate->credential_id},
                                     {"holderName", certificate->holder_name},
                                     {"courseTitle", certificate->title(language)},
                                     {"accreditation", certificate->accreditation},
                                     {"issueDate", certificate->issued_on},
                                     {"expiryDate", certificate->expires_on},
                                     {"status", certificate->status(quebec_date(context.clock.now()))}});
  });
}

}  // namespace secours::certificates
