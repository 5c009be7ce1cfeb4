/**
 * `Xが本物の霊媒か疑わしい`, `Xの主張が本当か怪しい`, `Xは人狼かどうか疑問`: whether X is what is said is
 * put in doubt. The doubt word (怪しい, 疑わしい) then judges the identity or claim, not X, so no reading of
 * X (neither the role affirmed nor a suspicion of X) may come from it.
 */
export const IDENTITY_DOUBTED =
  /(?:人狼|狼|黒|白|村人|人間|村側|人外|占い師?|霊媒師?|霊能者?|狩人|騎士|狂人|真|偽|本当|本物|真実)\s*(?:なの|だった|である|だ)?か(?!も|な|ね|ら)(?:どうか)?(?:は|が|も)?[\s、,]*(?:疑わし|疑問|怪し|あやし|不明|微妙|謎|疑|不自然)/u;
