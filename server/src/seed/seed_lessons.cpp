#include "seed/seed_lessons.h"

namespace secours::seed {

namespace {

// Every course begins with the same lesson on assessing the scene.
const SeedLesson scene_safety{
    "Évaluer la scène et se protéger", "Assessing the scene and staying safe",
    "Avant d'intervenir, arrêtez-vous quelques secondes. Repérez les dangers (circulation, électricité, "
    "fumée, personne agressive) et protégez-vous : gants, masque de poche.\n\nAppelez ou faites appeler le "
    "9-1-1 dès que la situation le demande, en donnant l'adresse exacte et l'état de la victime.",
    "Before you act, stop for a few seconds. Look for hazards (traffic, electricity, smoke, an aggressive "
    "person) and protect yourself: gloves, pocket mask.\n\nCall or have someone call 9-1-1 as soon as the "
    "situation requires it, giving the exact address and the victim's condition.",
    15};

const SeedLesson cpr_adult{
    "RCR chez l'adulte", "Adult CPR",
    "Une personne qui ne répond pas et ne respire pas normalement est en arrêt cardiaque. Commencez les "
    "compressions sans attendre : au centre de la poitrine, 5 à 6 cm de profondeur, 100 à 120 par minute.\n\n"
    "Alternez 30 compressions et 2 insufflations si vous êtes formé, sinon poursuivez les compressions "
    "seules jusqu'à l'arrivée des secours ou d'un DEA.",
    "A person who does not respond and is not breathing normally is in cardiac arrest. Start compressions "
    "at once: centre of the chest, 5 to 6 cm deep, 100 to 120 per minute.\n\nAlternate 30 compressions and "
    "2 breaths if you are trained; otherwise keep doing compressions only until help or an AED arrives.",
    30};

const SeedLesson aed_use{
    "Utiliser un DEA", "Using an AED",
    "Allumez l'appareil et suivez ses consignes vocales. Dénudez la poitrine, collez les électrodes comme "
    "sur le schéma et éloignez tout le monde pendant l'analyse.\n\nSi un choc est conseillé, assurez-vous "
    "que personne ne touche la victime, appuyez sur le bouton, puis reprenez immédiatement la RCR.",
    "Turn the device on and follow its voice prompts. Bare the chest, apply the pads as shown on the "
    "diagram and keep everyone clear during the analysis.\n\nIf a shock is advised, make sure nobody touches "
    "the victim, press the button, then resume CPR immediately.",
    20};

const SeedLesson choking{
    "Dégager les voies respiratoires", "Clearing a blocked airway",
    "Une personne qui s'étouffe et ne peut ni parler ni tousser a besoin d'aide tout de suite. Donnez des "
    "poussées abdominales jusqu'à ce que l'objet soit expulsé ou que la personne perde conscience.\n\n"
    "Chez le bébé, alternez 5 tapes dans le dos et 5 poussées thoraciques.",
    "A choking person who cannot speak or cough needs help right away. Give abdominal thrusts until the "
    "object comes out or the person becomes unresponsive.\n\nFor an infant, alternate 5 back blows and 5 "
    "chest thrusts.",
    20};

const SeedLesson bleeding{
    "Hémorragies et plaies", "Bleeding and wounds",
    "Appliquez une pression directe et ferme sur la plaie avec un pansement propre. Ne retirez pas un "
    "pansement imbibé : ajoutez-en un autre par-dessus.\n\nUn garrot se pose sur un membre lorsque la "
    "pression directe ne suffit pas à arrêter une hémorragie grave.",
    "Apply firm, direct pressure on the wound with a clean dressing. Do not remove a soaked dressing: add "
    "another one on top.\n\nA tourniquet goes on a limb when direct pressure cannot stop severe bleeding.",
    25};

const SeedLesson medical_emergencies{
    "Urgences médicales courantes", "Common medical emergencies",
    "Reconnaissez les signes de l'AVC (visage affaissé, bras faible, trouble de la parole), de la crise "
    "cardiaque, de l'hypoglycémie et de la crise d'asthme.\n\nNotez l'heure du début des symptômes et "
    "aidez la personne à prendre sa propre médication si elle en a.",
    "Recognize the signs of a stroke (drooping face, weak arm, speech difficulty), a heart attack, low "
    "blood sugar and an asthma attack.\n\nNote when the symptoms began and help the person take their own "
    "medication if they have it.",
    25};

const SeedLesson anaphylaxis{
    "Allergies sévères et auto-injecteur", "Severe allergies and the auto-injector",
    "L'anaphylaxie se reconnaît à l'urticaire, à l'enflure du visage, à la difficulté à respirer ou aux "
    "vomissements après un contact avec l'allergène.\n\nAdministrez l'épinéphrine sans tarder dans la "
    "face externe de la cuisse, appelez le 9-1-1 et notez l'heure de l'injection.",
    "Anaphylaxis shows as hives, a swollen face, trouble breathing or vomiting after contact with the "
    "allergen.\n\nGive epinephrine without delay in the outer thigh, call 9-1-1 and note the time of the "
    "injection.",
    25};

const SeedLesson child_emergencies{
    "Urgences chez le jeune enfant", "Emergencies with young children",
    "Fièvre, convulsions, chutes et intoxications sont les urgences les plus fréquentes en service de "
    "garde.\n\nGardez le numéro du Centre antipoison du Québec (1 800 463-5060) affiché et informez les "
    "parents de tout incident.",
    "Fever, seizures, falls and poisoning are the most frequent emergencies in child care.\n\nKeep the "
    "Quebec Poison Control Centre number (1 800 463-5060) posted and tell the parents about every incident.",
    20};

const SeedLesson team_resuscitation{
    "La réanimation en équipe", "Team resuscitation",
    "En équipe, chacun a un rôle : compressions, ventilation, DEA, chef d'équipe. Changez de compresseur "
    "toutes les deux minutes pour garder des compressions efficaces.\n\nUne communication en boucle "
    "fermée évite les oublis : le chef donne une consigne, l'équipier la répète puis confirme.",
    "In a team, everyone has a role: compressions, ventilation, AED, team leader. Switch compressors every "
    "two minutes to keep compressions effective.\n\nClosed-loop communication prevents omissions: the "
    "leader gives an order, the team member repeats it, then confirms.",
    30};

const SeedLesson bag_mask{
    "Ventilation au ballon-masque", "Bag-valve-mask ventilation",
    "Tenez le masque avec la technique C-E, inclinez la tête et soulevez le menton. Chaque insufflation "
    "dure une seconde et doit faire monter la poitrine.\n\nÀ deux sauveteurs, l'un tient le masque à deux "
    "mains pendant que l'autre presse le ballon.",
    "Hold the mask with the C-E technique, tilt the head and lift the chin. Each breath lasts one second "
    "and should make the chest rise.\n\nWith two rescuers, one holds the mask with both hands while the "
    "other squeezes the bag.",
    25};

const SeedLesson body_mechanics{
    "Principes de biomécanique", "Principles of body mechanics",
    "Gardez le dos droit, les pieds écartés et la charge près du corps. Pliez les genoux plutôt que le dos "
    "et évitez les torsions.\n\nAvant chaque déplacement, évaluez la capacité de la personne à collaborer "
    "et expliquez-lui ce que vous allez faire.",
    "Keep your back straight, your feet apart and the load close to your body. Bend your knees rather than "
    "your back and avoid twisting.\n\nBefore each transfer, assess how much the person can help and explain "
    "what you are about to do.",
    30};

const SeedLesson transfers{
    "Transferts et aides techniques", "Transfers and assistive devices",
    "Du lit au fauteuil, du fauteuil à la toilette : chaque transfert suit une séquence précise. Verrouillez "
    "les freins, positionnez le fauteuil et utilisez la ceinture de transfert.\n\nLe lève-personne est "
    "obligatoire lorsque la personne ne peut pas porter son poids.",
    "Bed to chair, chair to toilet: each transfer follows a set sequence. Lock the brakes, position the "
    "chair and use the transfer belt.\n\nA mechanical lift is required when the person cannot bear their "
    "own weight.",
    35};

}  // namespace

const std::map<std::string, std::vector<SeedLesson>>& company_lessons() {
  static const std::map<std::string, std::vector<SeedLesson>> lessons{
      {"soins-immediats-reanimation", {scene_safety, cpr_adult, team_resuscitation, bag_mask, aed_use}},
      {"rcr-dea-niveau-c", {scene_safety, cpr_adult, aed_use, choking}},
      {"premiers-soins-niveau-c", {scene_safety, cpr_adult, choking, bleeding, medical_emergencies}},
      {"premiers-soins-urgence-niveau-c", {scene_safety, cpr_adult, bleeding, medical_emergencies}},
      {"premiers-soins-petite-enfance-allergies", {scene_safety, choking, anaphylaxis, child_emergencies}},
      {"deplacement-securitaire-personnes", {scene_safety, body_mechanics, transfers}},
  };
  return lessons;
}

}  // namespace secours::seed
