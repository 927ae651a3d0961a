#pragma once

#include <optional>
#include <string>
#include <vector>

#include "certificates/certificate.h"
#include "certificates/certificate_pdf.h"
#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::certificates {

// Who may get a certificate, said once (decisions 018, 053): whoever did what the course asks and whose
// booking is paid. What the course asks is stated by whoever certifies: the roster's signature by the
// skills test's result (passed), the office by its marking of attendance.
struct Candidate {
  long long booking_id = 0;     // the seat it certifies; 0: an enrollment without a booking
  long long enrollment_id = 0;  // the office's path: issued to this enrollment's student
  bool qualified = false;       // passed (the roster), attended (the office)
  bool paid = false;
  bool overridden = false;  // the office issues anyway, with a reason (recorded by learning)
  // The roster's path (enrollment_id 0): issued to the attendee named on the booking, signed by its
  // instructor (their number, as instructors::certificate_number_for gives it).
  std::string holder_name{};
  std::string instructor_name{};
  std::string instructor_number{};
};

enum class Refusal { none, not_qualified, unpaid };

// The rule alone: why `candidate` gets no certificate (not qualified before unpaid), none when they
// may, or when the office overrides it.
Refusal refusal(const Candidate& candidate);

struct Issued {
  Refusal refused = Refusal::none;
  std::optional<Certificate> certificate{};  // the seat's: issued now, or before (nothing when refused)
  bool issued_now = false;                   // the caller then mails it
};

// Issues the certificate of `candidate` inside the caller's transaction when the rule allows it. The
// seat is locked first (repository::lock_seat, decision 055), then the certificate it already has (the
// other path's, meanwhile) is returned as is. Renders and mails nothing: the caller does, from what
// this returns, through `sql` (certificate_pdf) or after its commit.
Issued issue_if_eligible(soci::session& sql, const Candidate& candidate, long long now,
                         const std::string& issued_on);

// The certificate an enrollment has, its seat (booking_id, when not 0) locked first as
// issue_if_eligible locks it: the office's completion and the roster's signature queue there.
std::optional<Certificate> lock_enrollment_certificate(soci::session& sql, long long booking_id,
                                                       long long enrollment_id);

// The holder's certificates, newest first (their dashboard).
std::vector<Certificate> holder_certificates(soci::session& sql, long long user_id);

// When an account proves its address: the certificates of its bookings issued before it joined them
// become its own; those certificates.
std::vector<Certificate> give_to_account(soci::session& sql, long long user_id);

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

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// Withdraws the holder's certificates (an erasure that asks it): their numbers then verify as withdrawn.
void withdraw_holder_certificates(soci::session& sql, long long user_id, long long now);

}  // namespace secours::certificates
