#include "companies/payment_instructions.h"

namespace secours::companies {

std::string invoice_payment_instructions(const core::Config& config, const std::string& language) {
  const bool english = language == "en";
  if (english && !config.invoice_payment_instructions_en.empty())
    return config.invoice_payment_instructions_en;
  if (!config.invoice_payment_instructions_fr.empty()) return config.invoice_payment_instructions_fr;
  if (english) {
    return "Pay by Interac e-Transfer to " + config.company_email + " or by cheque payable to " +
           config.company_name + ", quoting the invoice number.";
  }
  return "Payez par virement Interac à " + config.company_email + " ou par chèque à l’ordre de " +
         config.company_name + ", en indiquant le numéro de la facture.";
}

}  // namespace secours::companies
