#include "seed/seed_courses.h"

namespace secours::seed {

namespace {

const char* const heart_and_stroke_fr = "Fondation des maladies du cœur et de l'AVC (Cœur + AVC)";
const char* const heart_and_stroke_en = "Heart and Stroke Foundation of Canada (Heart & Stroke)";

courses::Course immediate_resuscitation() {
  return {
      .slug = "soins-immediats-reanimation",
      .title_fr = "Soins immédiats en réanimation (SIR)",
      .title_en = "Immediate Resuscitation Care (BLS)",
      .description_fr =
          "Conçue pour les professionnels de la santé et les premiers répondants, cette formation vous "
          "prépare à "
          "intervenir lors d'un arrêt cardiorespiratoire chez l'adulte, l'enfant et le bébé. Vous pratiquez "
          "la RCR "
          "de haute qualité en équipe, la ventilation au masque de poche et au ballon-masque, ainsi que "
          "l'utilisation du DEA, selon les lignes directrices les plus récentes de Cœur + AVC.",
      .description_en =
          "Designed for healthcare providers and first responders, this course prepares you to respond to "
          "cardiac "
          "arrest in adults, children and infants. You practise high-quality team CPR, ventilation with a "
          "pocket "
          "mask and a bag-valve mask, and AED use, following Heart & Stroke's latest guidelines.",
      .instructor = "Marc-André Gagnon",
      .price_cents = 12500,
      .duration_minutes = 4 * 60,
      .level = "Intermediate",
      .certification_level = "A",
      .accreditation_fr = heart_and_stroke_fr,
      .accreditation_en = heart_and_stroke_en,
      .tags = {{"RCR", "CPR"},
               {"DEA", "AED"},
               {"Professionnels de la santé", "Healthcare providers"},
               {"Cœur + AVC", "Heart & Stroke"}},
      .rating_tenths = 49,
      .image_url = "/images/courses/soins-immediats-reanimation.svg",
  };
}

courses::Course cpr_level_c() {
  return {
      .slug = "rcr-dea-niveau-c",
      .title_fr = "Sauveteur cardio RCR-DEA niveau C",
      .title_en = "Cardio Rescuer CPR-AED Level C",
      .description_fr =
          "En une demi-journée, apprenez à reconnaître un arrêt cardiaque ou un AVC, à pratiquer la RCR chez "
          "l'adulte, l'enfant et le bébé, à dégager les voies respiratoires d'une personne qui s'étouffe et "
          "à "
          "utiliser un défibrillateur externe automatisé (DEA). Idéal pour le milieu de travail, le sport ou "
          "la "
          "famille.",
      .description_en =
          "In half a day, learn to recognize a cardiac arrest or a stroke, perform CPR on adults, children "
          "and "
          "infants, clear the airway of a choking person and use an automated external defibrillator (AED). "
          "Ideal "
          "for the workplace, sports or the family.",
      .instructor = "Isabelle Côté",
      .price_cents = 9500,
      .duration_minutes = 3 * 60 + 30,
      .certification_level = "C",
      .accreditation_fr = heart_and_stroke_fr,
      .accreditation_en = heart_and_stroke_en,
      .tags = {{"RCR", "CPR"}, {"DEA", "AED"}, {"Étouffement", "Choking"}, {"Cœur + AVC", "Heart & Stroke"}},
      .rating_tenths = 48,
      .image_url = "/images/courses/rcr-dea-niveau-c.svg",
  };
}

courses::Course first_aid_level_c() {
  return {
      .slug = "premiers-soins-niveau-c",
      .title_fr = "Premiers soins généraux et RCR niveau C",
      .title_en = "Standard First Aid and CPR Level C",
      .description_fr =
          "Une journée complète pour savoir quoi faire devant une blessure ou un malaise\u00a0: évaluation "
          "de la "
          "victime, hémorragies, brûlures, fractures, réactions allergiques, urgences diabétiques et RCR "
          "niveau C "
          "avec DEA. Vous repartez avec une attestation valide trois ans.",
      .description_en =
          "A full day to know what to do when someone is injured or unwell: assessing the victim, bleeding, "
          "burns, "
          "fractures, allergic reactions, diabetic emergencies and level C CPR with an AED. You leave with a "
          "certificate valid for three years.",
      .instructor = "Isabelle Côté",
      .price_cents = 13500,
      .duration_minutes = 8 * 60,
      .certification_level = "C",
      .accreditation_fr = heart_and_stroke_fr,
      .accreditation_en = heart_and_stroke_en,
      .tags = {{"Premiers soins", "First aid"},
               {"RCR", "CPR"},
               {"DEA", "AED"},
               {"Cœur + AVC", "Heart & Stroke"}},
      .rating_tenths = 49,
      .image_url = "/images/courses/premiers-soins-niveau-c.svg",
  };
}

courses::Course emergency_first_aid_level_c() {
  return {
      .slug = "premiers-soins-urgence-niveau-c",
      .title_fr = "Secourisme en milieu de travail — premiers soins d'urgence, RCR niveau C",
      .title_en = "Workplace Emergency First Aid, CPR Level C",
      .description_fr =
          "La formation de 16 heures reconnue par la CNESST pour devenir secouriste en milieu de travail. "
          "Vous "
          "apprenez à gérer une situation d'urgence, à évaluer une victime, à intervenir lors de problèmes "
          "cardiaques, respiratoires ou de blessures graves, et à pratiquer la RCR niveau C avec DEA. Votre "
          "employeur répond ainsi à ses obligations en premiers secours.",
      .description_en =
          "The 16-hour course recognized by the CNESST to become a workplace first aider. You learn to "
          "manage an "
          "emergency, assess a victim, respond to cardiac and breathing problems and serious injuries, and "
          "perform "
          "level C CPR with an AED. Your employer thus meets its first-aid obligations.",
      .instructor = "Marc-André Gagnon",
      .price_cents = 17500,
      .original_price_cents = 19500,
      .duration_minutes = 16 * 60,
      .level = "Intermediate",
      .certification_level = "C",
      .accreditation_fr = "CNESST",
      .accreditation_en = "CNESST (Quebec's workplace health and safety board)",
      .tags = {{"Secourisme", "First aid"},
               {"Milieu de travail", "Workplace"},
               {"CNESST", "CNESST"},
               {"RCR", "CPR"}},
      .rating_tenths = 50,
      .image_url = "/images/courses/premiers-soins-urgence-niveau-c.svg",
  };
}

courses::Course early_childhood_allergies() {
  return {
      .slug = "premiers-soins-petite-enfance-allergies",
      .title_fr = "Premiers soins d'urgence en petite enfance et allergies sévères",
      .title_en = "Early Childhood Emergency First Aid and Severe Allergies",
      .description_fr =
          "La formation de 12 heures exigée du personnel des services de garde par le ministère de la "
          "Famille. "
          "Vous apprenez à prévenir et à traiter les blessures des tout-petits, à réagir à l'étouffement, "
          "aux "
          "convulsions et à la fièvre, à pratiquer la RCR niveau C chez l'enfant et le bébé, et à "
          "reconnaître une "
          "anaphylaxie pour administrer l'épinéphrine par auto-injecteur.",
      .description_en =
          "The 12-hour course that Quebec's ministère de la Famille requires of childcare staff. You learn "
          "to "
          "prevent and treat injuries in young children, respond to choking, seizures and fever, perform "
          "level C "
          "CPR on children and infants, and recognize anaphylaxis to give epinephrine with an auto-injector.",
      .instructor = "Sophie Bergeron",
      .price_cents = 15000,
      .duration_minutes = 12 * 60,
      .certification_level = "C",
      .accreditation_fr = "Ministère de la Famille du Québec (exigences pour les services de garde)",
      .accreditation_en = "Quebec Ministère de la Famille (requirements for childcare services)",
      .tags = {{"Petite enfance", "Early childhood"},
               {"Allergies", "Allergies"},
               {"Épinéphrine", "Epinephrine"},
               {"Services de garde", "Childcare"}},
      .rating_tenths = 50,
      .image_url = "/images/courses/premiers-soins-petite-enfance-allergies.svg",
      // Its certificate states what the Ministère de la Famille checks (issue 29).
      .early_childhood = true,
  };
}

courses::Course safe_person_handling() {
  return {
      .slug = "deplacement-securitaire-personnes",
      .title_fr = "Principes pour le déplacement sécuritaire des bénéficiaires (PDSB)",
      .title_en = "Principles for Safe Person Handling (PDSB)",
      .description_fr =
          "Pour les préposés aux bénéficiaires, les infirmières et les proches aidants. Vous apprenez à "
          "aider une "
          "personne à se lever, à marcher, à se tourner au lit et à s'asseoir, en protégeant son dos et le "
          "vôtre. "
          "Beaucoup de pratique en duo, selon la méthode de l'ASSTSAS.",
      .description_en =
          "For patient care attendants, nurses and family caregivers. You learn to help a person stand, "
          "walk, turn "
          "in bed and sit down while protecting their back and yours. Plenty of practice in pairs, following "
          "the "
          "ASSTSAS method.",
      .instructor = "Nathalie Roy",
      .price_cents = 16500,
      .duration_minutes = 14 * 60,
      .certification_level = "",  // PDSB certifies no first-aid level
      .category = "professional-development",
      .accreditation_fr = "ASSTSAS",
      .accreditation_en = "ASSTSAS (health and social services sector safety association)",
      .tags = {{"PDSB", "PDSB"},
               {"Santé et sécurité", "Health and safety"},
               {"Soins à domicile", "Home care"},
               {"ASSTSAS", "ASSTSAS"}},
      .rating_tenths = 48,
      .image_url = "/images/courses/deplacement-securitaire-personnes.svg",
  };
}

}  // namespace

std::vector<courses::Course> company_courses() {
  return {immediate_resuscitation(),   cpr_level_c(),
          first_aid_level_c(),         emergency_first_aid_level_c(),
          early_childhood_allergies(), safe_person_handling()};
}

}  // namespace secours::seed
