#include "content/about_service.h"

namespace secours::content {

namespace {

// French typography: a non-breaking space before the colon.
About french() {
  return {
      .company_name = "Formations Secours Outaouais",
      .company_tagline =
          "Des formations en premiers soins et en RCR reconnues, données par des gens de terrain.",
      .company_description =
          "Depuis Gatineau, nous formons les travailleurs, les éducatrices et les familles de l'Outaouais "
          "aux gestes "
          "qui sauvent des vies. Nos formations en premiers soins, en RCR et en déplacement sécuritaire des "
          "personnes respectent les normes de la Fondation des maladies du cœur et de l'AVC, de la CNESST et "
          "du "
          "ministère de la Famille. Nos formateurs travaillent en urgence au quotidien\u00a0: ils vous "
          "enseignent "
          "des gestes concrets, dans un climat simple et rassurant.",
      .distinction_title = "Ce qui nous distingue",
      .distinction_points =
          {"Des formateurs actifs sur le terrain\u00a0: paramédics, infirmières et premiers répondants.",
           "Des attestations reconnues par la CNESST, Cœur + AVC et l'ASSTSAS.",
           "Des groupes restreints et beaucoup de pratique sur mannequins et défibrillateurs d'entraînement.",
           "Des formations dans nos locaux ou directement dans votre milieu de travail, partout en "
           "Outaouais."},
      .expertise_title = "Nos domaines d'expertise",
      .expertise_points = {"Premiers soins et secourisme en milieu de travail",
                           "Réanimation cardiorespiratoire (RCR) et utilisation du DEA",
                           "Principes pour le déplacement sécuritaire des bénéficiaires (PDSB)"},
      .commitment_title = "Notre engagement",
      .commitment_description =
          "Nous voulons que chaque participant reparte confiant, prêt à agir dès les premières minutes d'une "
          "urgence. Vous recevez une attestation officielle, un accès d'un an à nos documents de révision et "
          "un "
          "suivi personnalisé au besoin. Si la formation ne répond pas à vos attentes, nous vous remboursons "
          "dans "
          "les 30 jours.",
  };
}

About english() {
  return {
      .company_name = "Formations Secours Outaouais",
      .company_tagline = "Recognized first-aid and CPR training, taught by people who work in the field.",
      .company_description =
          "From Gatineau, we train workers, early-childhood educators and families across the Outaouais in "
          "the "
          "skills that save lives. Our first-aid, CPR and safe person-handling courses meet the standards of "
          "Heart "
          "& Stroke, the CNESST and Quebec's ministère de la Famille. Our instructors work in emergency care "
          "every "
          "day: they teach practical skills in a calm, supportive setting.",
      .distinction_title = "What sets us apart",
      .distinction_points =
          {"Instructors who work in the field: paramedics, nurses and first responders.",
           "Certificates recognized by the CNESST, Heart & Stroke and the ASSTSAS.",
           "Small groups and plenty of hands-on practice with manikins and training AEDs.",
           "Courses at our training centre or at your workplace, anywhere in the Outaouais."},
      .expertise_title = "Our areas of expertise",
      .expertise_points = {"Workplace first aid", "Cardiopulmonary resuscitation (CPR) and AED use",
                           "Principles for safe person handling (PDSB)"},
      .commitment_title = "Our commitment",
      .commitment_description =
          "We want every participant to leave confident and ready to act in the first minutes of an "
          "emergency. You "
          "receive an official certificate, one year of access to our review materials and personal "
          "follow-up "
          "when you need it. If a course does not meet your expectations, we refund you within 30 days.",
  };
}

}  // namespace

About default_about(const std::string& language) { return language == "en" ? english() : french(); }

}  // namespace secours::content
