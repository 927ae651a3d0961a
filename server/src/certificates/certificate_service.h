#pragma once

#include <string>

#include "certificates/certificate.h"
#include "certificates/certificate_pdf.h"
#include "core/context.h"

namespace soci {
class session;
}

namespace secours::certificates {

// What `certificate` prints in `language`, under the company name the About page shows in that language.
CertificateDocument certificate_document(core::Context& context, const Certificate& certificate,
                                         const std::string& language);

// The PDF of `certificate` in `language` (what certificate_document prints), the About page read
// through `sql`: a unit of work that holds a connection (and locks) asks for no second one.
std::string certificate_pdf(soci::session& sql, const core::Config& config, const Certificate& certificate,
                            const std::string& language);

// What the holder's certificate `id` prints in `language`, under the company name the About page
// shows in that language. Someone else's certificate answers exactly like a missing one: NotFound.
CertificateDocument holder_document(core::Context& context, long long holder_id, long long id,
                                    const std::string& language);

// The certificate with this public number, for anyone verifying it; NotFound
// `certificate-not-found` when no certificate has it.
Certificate verify_certificate(core::Context& context, const std::string& credential_id);

}  // namespace secours::certificates
