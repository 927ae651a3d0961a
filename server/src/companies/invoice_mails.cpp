#include "companies/invoice_mails.h"

#include "common/display_format.h"
#include "companies/invoice_pdf.h"
#include "companies/payment_instructions.h"
#include "mail/layout.h"
#include "mail/mail.h"

namespace secours::companies {

namespace {

using mail::Wording;

mail::Attachment pdf(const std::string& filename, std::string bytes) {
  return {filename, "application/pdf", std::move(bytes)};
}

std::string invoices_url(const core::Config& config, const Invoice& invoice) {
  return config.public_url + "/companies/" + std::to_string(invoice.company_id) + "?tab=invoices";
}

mail::Layout invoice_layout(const Invoice& invoice, const std::string& subject) {
  Wording t(invoice.language);
  mail::Layout layout;
  layout.language = t.language();
  layout.subject = subject;
  layout.greeting = t("Hello,", "Bonjour,");
  layout.summary = {
      {t("Invoice", "Facture"), invoice.number},
      {t("Course", "Formation"), invoice.course_title(t.language())},
      {t("Date", "Date"),
       format_session_time(invoice.session_starts_at, invoice.session_ends_at, t.language())},
      {t("Seats", "Places"), std::to_string(invoice.lines.size())},
      {t("Total", "Total"), format_money(invoice.amounts.total_cents, t.language())},
  };
  return layout;
}

void send_to_each(soci::session& sql, const std::vector<std::string>& recipients, const mail::Layout& layout,
                  const mail::Company& company, const mail::Attachment& attachment, long long now) {
  for (const auto& to : recipients) {
    auto message = mail::render(to, layout, company);
    message.attachments.push_back(attachment);
    mail::enqueue(sql, message, now);
  }
}

}  // namespace

void queue_manager_invitation_mail(soci::session& sql, const core::Config& config, const std::string& to,
                                   const std::string& company_name, const std::string& inviter,
                                   const std::string& language, long long now) {
  Wording t(language);
  mail::Layout layout;
  layout.language = t.language();
  layout.subject = t("Invitation to manage " + company_name, "Invitation à gérer " + company_name);
  layout.greeting = t("Hello,", "Bonjour,");
  layout.before = {t(inviter + " invites you to manage the training of " + company_name +
                         " with them: book its teams, follow its invoices and its first-aiders.",
                     inviter + " vous invite à gérer avec lui ou elle la formation de " + company_name +
                         "\u00a0: inscrire ses équipes, suivre ses factures et ses secouristes.")};
  layout.link_label = t("Sign in or create my account", "Me connecter ou créer mon compte");
  layout.link_url = config.public_url + "/companies";
  layout.after = {
      t("Use this address (" + to + ") and confirm it if asked: the company appears in “My companies”.",
        "Utilisez cette adresse (" + to +
            ") et confirmez-la si on vous le demande\u00a0: l’entreprise apparaîtra dans «\u00a0Mes "
            "entreprises\u00a0».")};
  mail::enqueue(sql, mail::render(to, layout, mail::company_of(config)), now);
}

void queue_credit_decision_mails(soci::session& sql, const core::Config& config, const Company& company,
                                 const std::vector<std::string>& recipients, long long now) {
  Wording t(company.language);
  mail::Layout layout;
  layout.language = t.language();
  layout.greeting = t("Hello,", "Bonjour,");
  const auto days = std::to_string(config.invoice_terms_days);
  if (company.credit_approved) {
    layout.subject = t("Paying by invoice approved — ", "Paiement sur facture accepté — ") + company.name;
    layout.before = {t("Good news: " + company.name + " may now book its teams and pay by invoice, due " +
                           days + " days after it is issued.",
                       "Bonne nouvelle\u00a0: " + company.name +
                           " peut maintenant inscrire ses équipes et payer sur facture, à " + days +
                           "\u00a0jours de son émission.")};
  } else {
    layout.subject = t("Paying by invoice withdrawn — ", "Paiement sur facture retiré — ") + company.name;
    layout.before = {
        t("From now on, " + company.name +
              "'s team bookings are paid by card when booked. Invoices already issued stay payable as "
              "they say.",
          "Désormais, les inscriptions d’équipe de " + company.name +
              " se paient par carte au moment de réserver. Les factures déjà émises restent payables comme "
              "prévu.")};
    layout.after = {t("Questions? Reply to this mail or call us.",
                      "Des questions\u00a0? Répondez à ce courriel ou appelez-nous.")};
  }
  layout.link_label = t("Book a team", "Inscrire une équipe");
  layout.link_url = config.public_url + "/companies/" + std::to_string(company.id);
  for (const auto& to : recipients)
    mail::enqueue(sql, mail::render(to, layout, mail::company_of(config)), now);
}

void queue_invoice_issued_mails(soci::session& sql, const core::Config& config, const Invoice& invoice,
                                const std::vector<std::string>& recipients, long long now) {
  Wording t(invoice.language);
  auto layout =
      invoice_layout(invoice, t("Invoice ", "Facture ") + invoice.number + " — " + invoice.buyer_name);
  layout.before = {t("Thank you for booking your team's training with us. Your invoice is attached:",
                     "Merci d’avoir inscrit votre équipe à nos formations. Votre facture est jointe\u00a0:")};
  layout.summary.push_back({t("Due date", "Échéance"), format_day(invoice.due_on, t.language())});
  layout.link_label =
      t("See the company's bookings and invoices", "Voir les réservations et factures de l’entreprise");
  layout.link_url = invoices_url(config, invoice);
  layout.after = {invoice_payment_instructions(config, t.language())};
  send_to_each(sql, recipients, layout, mail::company_of(config),
               pdf("facture-" + invoice.number + ".pdf", render_invoice_pdf(invoice, config)), now);
}

void queue_invoice_paid_mails(soci::session& sql, const core::Config& config, const Invoice& invoice,
                              const std::vector<std::string>& recipients, long long now) {
  Wording t(invoice.language);
  auto layout =
      invoice_layout(invoice, t("Receipt ", "Reçu ") + invoice.receipt_number + " — " + invoice.number);
  layout.before = {
      t("We received the payment of your invoice in full. Thank you! Your receipt is attached:",
        "Nous avons reçu le paiement complet de votre facture. Merci\u00a0! Votre reçu est joint\u00a0:")};
  layout.link_label =
      t("See the company's bookings and invoices", "Voir les réservations et factures de l’entreprise");
  layout.link_url = invoices_url(config, invoice);
  send_to_each(sql, recipients, layout, mail::company_of(config),
               pdf("recu-" + invoice.receipt_number + ".pdf", render_invoice_receipt_pdf(invoice)), now);
}

void queue_invoice_reminder_mails(soci::session& sql, const core::Config& config, const Invoice& invoice,
                                  int stage, const std::vector<std::string>& recipients, long long now) {
  Wording t(invoice.language);
  const std::string due = format_day(invoice.due_on, t.language());
  auto layout = invoice_layout(invoice, (stage == 1 ? t("Invoice due: ", "Facture à échéance\u00a0: ")
                                                    : t("Overdue invoice: ", "Facture en retard\u00a0: ")) +
                                            invoice.number);
  layout.before = {
      stage == 1 ? t("Invoice " + invoice.number + " is due on " + due + ".",
                     "La facture " + invoice.number + " arrive à échéance le " + due + ".")
                 : t("Invoice " + invoice.number + " was due on " + due + " and is still unpaid.",
                     "La facture " + invoice.number + " était payable le " + due + " et demeure impayée.")};
  layout.summary.push_back(
      {t("Balance due", "Solde dû"), format_money(invoice.balance_cents(), t.language())});
  layout.link_label = t("See the company's invoices", "Voir les factures de l’entreprise");
  layout.link_url = invoices_url(config, invoice);
  layout.after = {invoice_payment_instructions(config, t.language()),
                  t("If you have already paid, thank you, and please disregard this message.",
                    "Si vous avez déjà payé, merci, et ne tenez pas compte de ce message.")};
  send_to_each(sql, recipients, layout, mail::company_of(config),
               pdf("facture-" + invoice.number + ".pdf", render_invoice_pdf(invoice, config)), now);
}

}  // namespace secours::companies
