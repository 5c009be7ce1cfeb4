import type { PhraseBook } from './phrase-book.ts';

/**
 * Japanese pieces of a composed talk. `{t}` `{a}` `{b}` `{c}` are agents (named with the speaker's
 * honorific), `{r}` a role, `{d}` a day (昨日, 今日, 2日目), `{I}` the first person, `{n}` the
 * speaker's own name; `{思う}`, `{する}`… are endings of the speaker's register (endings.ts). A
 * `[register|register.f]` prefix keeps a variant to those registers (`.m`/`.f`: one gender). No
 * half-width commas. Every move variant must read back to its protocol sentence (the composer checks).
 */
export const JA_PHRASES: PhraseBook = {
  // The day-0 greeting: an introduction with the speaker's name, then a remark. Each seat takes its own
  // pair by its place at the table (composeGreeting), so two seats of one register do not greet alike; the
  // remarks are said in the register's endings and the seat's habit of ending.
  greeting: [
    '[polite]{n}です。よろしくお願いします。',
    '[polite]{n}と申します。',
    '[polite]はじめまして。{n}です。',
    '[formal]{n}でございます。',
    '[formal]はじめまして。{n}と申します。',
    '[formal]{n}と申します。よろしくお願いいたします。',
    '[casual]{n}だよ！みんなよろしくね。',
    '[casual]やっほー。{n}です。',
    '[casual]どうも！{n}だよ。',
    '[gentle]{n}です…よろしくお願いします。',
    '[gentle]えっと、{n}です。',
    '[gentle]あの…{n}といいます。',
    '[rough.m]{n}だ。',
    '[rough.m]{I}は{n}だ。',
    '[rough.m]{n}だ。よろしくな。',
    '[rough.f]{n}よ。',
    '[rough.f]{I}は{n}。',
    '[rough.f]{n}よ。よろしく。',
    '[elder.m]{n}じゃ。',
    '[elder.m]{I}は{n}じゃ。',
    '[elder.m]{n}と申す者じゃ。',
    '[elder.f]{n}ですよ。',
    '[elder.f]はいはい、{n}ですよ。',
    '[elder.f]{n}と申しますよ。',
    '[child]{I}{n}！',
    '[child]{n}だよ！',
    '[child]こんにちは！{n}です！',
    '[cool]{n}だ。',
    '[cool]{n}。',
    '[cool]{I}は{n}だ。',
  ],
  'greeting-remark': [
    'みんなの話をしっかり聞いて考え{よう}。',
    '怪しいと感じたら遠慮なく言って{ください}。',
    '人狼は必ず見つけられると{思う}。',
    '{I}もしっかり推理{する}。',
    '落ち着いて話し合いを{しよう}。',
  ],
  claim: [
    '{I}は{r}{だ}。',
    'ここで{r}をカミングアウト{する}。',
    '[polite|formal|gentle|elder]{r}COします。',
    '[casual|rough|child]{r}CO{する}。',
  ],
  // A bodyguard or medium out with no result yet: who said they vote us (2 or 3 named; else how many).
  'claim-threatened': ['{list}が{I}に投票すると言っているから{だ}。', '{list}から票が集まりそうなので名乗り出{た}。'],
  'claim-threatened-many': ['{k}人が{I}に投票すると言っているから{だ}。', '{k}票も集まりそうなので名乗り出{た}。'],
  'divined-human': [
    '{t}を占った結果は白{だった}。',
    '占いの結果、{t}は人間{だった}。',
    '昨夜の占いで{t}は白と出{た}。',
  ],
  'divined-werewolf': [
    '{t}を占った結果は黒{だった}。',
    '占いの結果、{t}は人狼{だった}。',
    '昨夜の占いで{t}が黒と出{た}。',
  ],
  // What a result means for today's vote: the seer's call on its black, a word for its white.
  'result-call-black': ['今日は{t}に投票{しよう}。', 'みんなで{t}に票を集め{よう}。'],
  'result-call-last': [
    '{t}が白なので人狼は残る{b}{だ}。{b}に投票{しよう}。',
    '残りは{b}だけ。今日は{b}に投票{しよう}。',
  ],
  'result-call-last-short': ['つまり人狼は{b}{だ}。', 'だから人狼は{b}{だ}。'],
  'result-call-white': ['{t}への投票は控えて{ください}。', '{t}は吊り先から外して{ください}。'],
  // Out in the open on the decisive day: the werewolf calls the possessed to its vote, the possessed asks for the call.
  'endgame-call-possessed': ['狂人さんも{t}に入れて{ください}。', '狂人さん、{t}に票を合わせて{ください}。'],
  'endgame-call-partner': ['{p}、{t}に票を合わせて{ください}。', '{p}も{t}に入れて{ください}。'],
  // Why the werewolf side comes out now: how few are left.
  'endgame-now': ['残り{k}人なので言う。', 'もう{k}人しか残っていない。'],
  'endgame-call-werewolf': [
    '人狼さん、投票先を決めて{ください}。{I}はそれに合わせる。',
    '人狼さんの指示どおりに投票{する}。',
  ],
  // After a medium result with nothing it implies: the living seer claimer asked for its next result.
  'result-call-seer': ['{b}の次の占い結果も聞かせて{ください}。', '{b}は今日の占い結果を教えて{ください}。'],
  // The bodyguard's guard of last night (said once out as the bodyguard); -quiet: nobody died that night.
  guarded: ['昨夜は{t}を護衛し{た}。', '{I}は昨夜{t}を護衛し{た}。'],
  'guarded-quiet': ['昨夜は{t}を護衛し{た}。護衛成功{だ}。', '{I}は昨夜{t}を護衛し{た}。襲撃を防げたよう{だ}。'],
  'identified-human': ['霊媒の結果、{t}は人間{だった}。', '{t}の霊媒結果は白{だった}。'],
  'identified-werewolf': ['霊媒の結果、{t}は人狼{だった}。', '{t}の霊媒結果は黒{だった}。'],
  vote: [
    '{t}に投票{する}。',
    '{I}は{t}に投票{する}。',
    '今日は{t}に投票{する}。',
    '投票先は{t}{だ}。',
    '{t}に一票{入れる}。',
    '{I}は{t}に票を{入れる}。',
  ],
  'estimate-werewolf': [
    '{t}が人狼だと{思う}。',
    '{t}が怪しいと{思う}。',
    '{I}は{t}を疑って{いる}。',
    '{t}は人狼じゃないかと{思う}。',
  ],
  'estimate-possessed': ['{t}は狂人だと{思う}。', '{t}は狂人っぽいと{思う}。', '{I}は{t}が狂人だと{思う}。'],
  // A counter-claimer called out: its claim is fake (ours the real one when we hold the role).
  'estimate-fake': ['{t}の{r}COは偽物だと{思う}。', '{I}は{t}の{r}COは偽物だと{思う}。'],
  'estimate-fake-own': ['{t}の{r}COは偽物{だ}。本物の{r}は{I}{だ}。', '本物の{r}は{I}{だ}。{t}の{r}COは偽物{だ}。'],
  'estimate-villager': ['{t}は村人だと{思う}。', '{t}は信じていいと{思う}。', '{t}は村人側だと{思う}。'],
  'vote-again': ['やはり{t}に投票{する}。', '{I}の投票先は変わらず{t}{だ}。', '投票先は今も{t}{だ}。'],
  'vote-after-suspicion': ['{b}も気になるけど{I}は{t}に投票{する}。', '{b}より{t}の方が怪しいので{t}に投票{する}。'],
  // Our stance of an earlier day (a vote or suspicion still standing) left for another: said, never silent.
  'vote-after-stance': ['前は{b}だったけど今は{t}に投票{する}。', '{b}も気になるけど{I}は{t}に投票{する}。'],
  // The shortest way to say it: to keep a reason (a result, a vote) within 50 characters.
  'vote-after-stance-short': ['{b}ではなく{t}に投票{する}。'],
  // Beside a suspicion of another: the doubt our lines voiced before still stands.
  'stance-kept': ['{b}もまだ気になって{いる}。', '{b}のことも忘れて{いない}。'],
  // Beside a move on another, when our own black result is on that player: the result still stands.
  'stance-kept-black': ['結果は変わらず{b}は人狼{だ}。', '{I}の占いで{b}は人狼{だった}。'],
  // A vote on one we called human before: our word taken back in the open.
  'vote-retract': [
    '{t}は白だと言ったけど今は{t}が人狼だと{思う}。{t}に投票{する}。',
    '前は{t}を信じていたけど今は人狼だと{思う}。{t}に投票{する}。',
  ],
  'vote-change': ['投票先を{b}から{t}に変更{する}。', '{b}と言ったけど考え直して{t}に投票{する}。'],
  // The shortest way that still names the old one: to keep a reason within 50 characters.
  'vote-change-short': ['{b}ではなく{t}に投票{する}。'],
  // Without the old name: only when even the short one leaves no room (tried right after it).
  'vote-change-unnamed': ['考え直して{t}に投票{する}。'],
  // What was just said at the table about the agent our move names.
  'cite-with': ['{a}も{t}を疑って{いる}。', '{t}の名前は{a}からも出て{いる}。'],
  'cite-accuses': ['{t}は{b}を疑っているけど疑わしいのはむしろ{t}{だ}。', '{t}は{b}に矛先を向けて{いる}。'],
  'cite-defends': ['{a}は{t}を信じているけど{I}は違う見方{だ}。', '{a}は{t}をかばって{いる}。'],
  'cite-white': ['{a}は{t}を白と言うけど{I}はまだ疑って{いる}。', '{a}の白判定でも{t}への疑いは残って{いる}。'],
  'cite-differs': [
    '{a}は{b}を疑っているけど{I}は{t}の方が怪しいと{思う}。',
    '{a}は{b}を疑っているようだけど{I}は別の見方{だ}。',
  ],
  'cite-claim': ['{t}が{r}を名乗ったけど{I}は信じて{いない}。', '{t}の{r}COは{I}には疑わしい。'],
  // The target came out as a werewolf or the possessed: its own word, taken at face value.
  'cite-claim-out': [
    '{t}は自分で{r}だと認めて{いる}。',
    '{t}が{r}COした。本人の言葉{だ}。',
    '{t}は自ら{r}だと名乗って{いる}。',
  ],
  rally: ['みんなで{t}に投票{しよう}。', 'みんな{t}に投票して{ください}。', '今日は{t}に票を集め{よう}。'],
  agree: [
    '{a}と同じく{t}が怪しいと{思う}。',
    '{t}については{a}の意見に賛成{だ}。',
    '{a}の言う通り{t}が怪しいと{思う}。',
    '{I}も{a}と同じく{t}が怪しいと{思う}。',
    '{t}を疑う{a}の意見に{I}も賛成{だ}。',
  ],
  // Replies: what was just said to or about us.
  'reply-vote': ['@{a} {I}は{t}に投票{する}。', '@{a} 投票先は{t}{だ}。', '@{a} {t}に入れるつもり{だ}。'],
  'reply-suspect': ['@{a} {t}が人狼だと{思う}。', '@{a} 一番怪しいのは{t}{だ}。'],
  'reply-role': ['@{a} {I}は{r}{だ}。', '@{a} {r}は{I}{だ}。'],
  'reply-no-role': ['@{a} 役職はまだ伏せておきたい。', '@{a} 今は役職を明かすつもりはない。'],
  // The werewolf side asked its role: no role named (a later claim stays open), nothing hidden.
  'reply-not-werewolf': ['@{a} {I}は人狼{ない}。', '@{a} 少なくとも{I}は人狼{ない}。'],
  'reply-result': ['@{a} {I}の結果は{t}が{s}{だ}。', '@{a} 結果は変わらず{t}は{s}{だ}。'],
  // Asked by name for a result with none to give (a villager, a hidden bodyguard).
  'reply-no-result': [
    '@{a} {I}は占い師{ない}。占い結果は持って{いない}。',
    '@{a} 占い結果は持って{いない}。{I}は占い師{ない}。',
  ],
  'reply-result-medium': ['@{a} 霊媒の結果、{t}は{s}{だった}。', '@{a} {t}の霊媒結果は{s}{だった}。'],
  // Asked when or why we divined: the night and the result, and (when true) that nobody had looked yet.
  'reply-divined-why': [
    '@{a} {t}を占ったのは{n}で結果は{s}{だ}。まだ誰も占っていない人だったから{だ}。',
    '@{a} {n}に{t}を占って{s}{だった}。誰の結果もない人を見たかった。',
  ],
  'reply-divined-night': ['@{a} {t}を占ったのは{n}で結果は{s}{だ}。', '@{a} {n}に{t}を占って{s}{だった}。'],
  // Without "nobody had looked yet": only to keep a move beside the answer within 50 characters.
  'reply-divined-why-short': ['@{a} {n}に{t}を占って{s}{だった}。'],
  // Asked for a result the talk publishes now: the address before it.
  // Asked whom we guarded (out as the bodyguard): the night and the guard really sent.
  'reply-guarded': ['@{a} {n}は{t}を護衛し{た}。', '@{a} {I}は{n}に{t}を護衛し{た}。'],
  'reply-result-now': ['@{a} ', '@{a} お答え{する}。'],
  // Asked for a result once out as the possessed or a werewolf: who we are, and that the results were made up.
  'reply-result-out': ['@{a} {I}は{r}{だ}。占い結果は騙り{だった}。', '@{a} {r}と明かした通り占いは嘘{だった}。'],
  'reply-request-yes': ['@{a} わかった。{t}に投票{する}。', '@{a} 賛成{だ}。{t}に{入れる}。'],
  'reply-request-no': ['@{a} 悪いけど{I}は{t}に投票{する}。', '@{a} {I}は考えを変えずに{t}に投票{する}。'],
  // Asked about a third player: our view of that player (a reason from the record follows).
  'reply-about': ['@{a} {t}についてはこう見て{いる}。', '@{a} {t}について言うと、'],
  'reply-about-none': ['@{a} {t}についてはまだ判断がつかない。', '@{a} {t}はまだ白とも黒とも言えない。'],
  'reply-reason-none': ['@{a} はっきりした根拠はまだない。', '@{a} 正直まだ決め手はない。'],
  'reply-reason': ['@{a} {t}を疑う理由はこう{だ}。', '@{a} 根拠ならある。'],
  // Addressed with something we could not read: the address and our view, never "here is my answer" (a dodge).
  'reply-mention': ['@{a} '],
  rebut: [
    '{a}は{I}を疑っているけど{I}は人狼{ない}。',
    '{I}は人狼{ない}。{a}の疑いは筋違い{だ}。',
    '{a}に疑われたけど{I}は村のために動いて{いる}。',
    // A short one, for a line that must keep its reason within 50 characters.
    '{a}の疑いは筋違い{だ}。',
  ],
  // Shorter still, addressed to the accuser (the server does not count the opening address): only to make
  // room for the reason of the move beside it.
  'rebut-short': ['@{at} その疑いは筋違い{だ}。'],
  // A result just published by someone else, taken in before our own move.
  'news-divined': ['{a}の占いでは{t}は{s}{だ}。', '{a}の結果では{t}は{s}{だ}。'],
  'news-medium': ['{a}が霊媒で{t}を{s}と言って{いる}。', '{a}は{t}を霊媒で{s}と見て{いる}。'],
  // A player we published human, suspected by someone: we stand by the result (no `@`: it opens no answer).
  'defend-white': [
    '{a}は{t}を疑っているけど{t}は{I}が占って白{だ}。',
    '{t}は{I}の占いで白{だ}。{a}は疑う相手が違う。',
    '{I}の占いで{t}は白{だった}。{a}の疑いは外れて{いる}。',
  ],
  thanks: ['{a}が{I}を白と言ってくれて{いる}。', '{a}の判定どおり{I}は人間{だ}。'],
  'agree-reply': ['{a}と同じ考え{だ}。', '{a}の意見に賛成{だ}。', '{a}の言う通り{だ}。', '{I}も{a}と同じ考え{だ}。'],
  // A vote with no reason on the record yet: said as a soft one, with a request to the one it names.
  'ask-view': [
    '{t}の考えも聞かせて{ください}。',
    '{t}の弁明次第で考え直すつもり{だ}。',
    '{t}に弁明があれば聞かせて{ください}。',
  ],
  // The same, to the one we answer or rebut: what we wait for from it (no question back).
  'ask-wait': ['{t}の弁明次第で考え直すつもり{だ}。', '{t}から納得できる説明があれば考え直す。'],
  // The same, to a seer claimer we call fake: how it chose whom to divine is what a real seer can answer.
  'ask-fake-seer': ['{t}はどうしてその人を占ったのか説明して{ください}。', '{t}の占い先の選び方を聞かせて{ください}。'],
  // The same, to one who has named no suspect today: asking whom they suspect is a real question then.
  'ask-suspect': [
    '{t}の考えも聞かせて{ください}。',
    '{t}の弁明次第で考え直すつもり{だ}。',
    '{t}が誰を怪しんでいるのか知りたい。',
  ],
  // Reasons, each a fact of the record.
  'reason-black-report': [
    '{a}の占いで{t}に黒が出て{いる}。',
    '{a}が{t}を黒と判定して{いる}。',
    '{a}の占いで{t}は黒{だ}。',
  ],
  'reason-black-own': ['{I}の占いで{t}は黒と出て{いる}。', '{t}は{I}が占って黒{だった}。'],
  'reason-white-report': ['{a}の占いで{t}は白{だ}。', '{t}には{a}から白が出て{いる}。'],
  'reason-white-own': ['{I}の占いで{t}は白{だった}。'],
  'reason-counter-claim': ['{t}と{a}が{r}で対抗して{いる}。', '{r}を名乗るのは{t}と{a}の二人{だ}。'],
  // Three or more claimers of one role: {a} lists every other living one, {k} counts them all.
  'reason-counter-claim-many': ['{r}を名乗るのは{t}・{a}の{k}人{だ}。', '{t}・{a}の{k}人が{r}で対抗して{いる}。'],
  'reason-late-claim': ['{t}が{r}を名乗ったのは{a}の後{だ}。', '{t}は{a}に遅れて{r}を名乗って{いた}。'],
  'reason-word-vote': [
    '{t}は{d}{b}に入れると言って{c}に票を入れて{いる}。',
    '{t}は{d}言っていた{b}ではなく{c}に入れ{た}。',
  ],
  'reason-voted-identified': ['{t}は{d}{b}に票を入れたけど{b}は人間{だった}。', '{t}は人間の{b}に投票して{いた}。'],
  'reason-voted-white': [
    '{t}は{d}{b}に票を入れたけど{b}には{a}から白が出て{いる}。',
    '{t}は{a}の占いで白の{b}に{d}投票して{いた}。',
  ],
  // Room for the 50 characters: the white without its reporter.
  'reason-voted-white-short': ['{t}は白の{b}に{d}投票して{いた}。'],
  'reason-voted-white-own': ['{t}は{d}{b}に票を入れたけど{b}は{I}の占いで白{だ}。'],
  'reason-voted-attacked': ['{t}が{d}票を入れた{b}はその後襲撃され{た}。'],
  'reason-voted-with': ['{t}は{d}黒の出た{a}と同じ{b}に票を入れ{た}。'],
  'reason-voted-with-doubted': [
    '{t}は{d}{I}が疑う{a}と同じ{b}に票を入れ{た}。',
    '{t}は{d}、{I}が怪しむ{a}と揃って{b}に投票して{いた}。',
  ],
  'reason-defended-doubted': ['{t}は{I}が疑う{a}をかばって{いた}。', '{t}は{I}が怪しむ{a}の肩を持って{いた}。'],
  // The same of one who is dead now: our doubt is said in the past.
  'reason-voted-with-doubted-dead': [
    '{t}は{d}{I}が疑っていた{a}と同じ{b}に票を入れ{た}。',
    '{t}は{d}、{I}が怪しんでいた{a}と揃って{b}に投票して{いた}。',
  ],
  'reason-voted-with-doubted-dead-short': ['{t}は{d}{I}の疑った{a}と同じ{b}に入れ{た}。'],
  'reason-defended-doubted-dead': [
    '{t}は{I}が疑っていた{a}をかばって{いた}。',
    '{t}は{I}が怪しんでいた{a}の肩を持って{いた}。',
  ],
  'reason-defended': ['{t}は黒の出た{a}を村人だと言って{いた}。', '{t}は{a}をかばって{いた}。'],
  'reason-silence': ['{t}は{d}ほとんど何も話して{いない}。', '{d}の{t}はOverばかり{だった}。'],
  'reason-pressed-me': ['{t}は今日{I}に名指しで質問して{いた}。', '今日{I}を名指しで問うてきたのは{t}{だ}。'],
  'reason-quiet': ['{t}は今日まだ何も発言して{いない}。', '今日の{t}はまだ一言も話して{いない}。'],
  'reason-quiet-once': ['{t}は今日まだ一度しか発言して{いない}。', '今日の{t}の発言はまだ一回だけ{だ}。'],
  'reason-voted-me': ['{t}は{d}{I}に票を入れて{いた}。', '{d}{I}に投票したのは{t}{だ}。'],
  'reason-no-names': ['{t}は{d}誰の名前も挙げて{いない}。', '{t}は{d}誰を疑うのか言って{いない}。'],
  'reason-no-names-yet': [
    '{t}はゲームが始まってから誰の名前も挙げて{いない}。',
    '{t}はここまで一度も誰の名前も出して{いない}。',
    '{t}はまだ誰の名前も挙げて{いない}。',
  ],
  'reason-unanswered': [
    '{t}は{d}{a}に問われてから誰の名前も挙げて{いない}。',
    '{a}が{d}{t}に質問したのに{t}は誰の名前も出して{いない}。',
  ],
  // Room for the 50 characters: the question without its day.
  'reason-unanswered-short': ['{t}は{a}に問われても誰の名前も挙げて{いない}。'],
  'reason-no-white': ['{t}にはまだ誰からも白が出て{いない}。', '{t}はまだ白の出ていない一人{だ}。'],
  // A reason said earlier today, pointed back to instead of said again in other words.
  'reason-as-said': [
    '{t}の件はさっき言った通り{だ}。',
    '理由は前に話した通り{だ}。',
    '{t}についての根拠は変わって{いない}。',
    '根拠はさっき挙げた通り{だ}。',
  ],
  'reason-accused-me': ['{t}は{I}を人狼扱いしているけど{I}は人狼{ない}。', '{t}は{I}に疑いを向けて{いる}。'],
  // Beside the rebuttal of the one we go after: we know we are human, so its push on us is a push on a human.
  'reason-accused-me-human': [
    '{I}は人間なので{t}は村人を吊ろうとして{いる}。',
    '人間の{I}を吊ろうとするのは人狼側の動き{だ}。',
  ],
  'reason-suspects-white': ['{t}は{a}の占いで白の{b}を疑って{いる}。', '{t}が狙う{b}には{a}から白が出て{いる}。'],
  'reason-suspects-white-own': ['{t}は{I}の占いで白の{b}を疑って{いる}。', '{t}が狙う{b}は{I}が占って白{だった}。'],
  'reason-last-grey': [
    '{I}以外で白の出ていないのは{t}だけ{だ}。',
    '生きている中で白が出ていないのは{I}と{t}だけ{だ}。',
  ],
  'reason-crowd': ['{a}も{t}に入れると言って{いる}。', '{t}を怪しむのは{I}だけ{ない}。'],
  'reason-votes-claimer': [
    '{t}は{r}を名乗るただ一人の{a}を吊ろうとして{いる}。',
    '{r}を名乗るのは{a}だけなのに{t}はその{a}を狙って{いる}。',
  ],
  // Room for the 50 characters: the lone claimer in fewer words.
  'reason-votes-claimer-short': ['{t}は唯一の{r}の{a}を狙って{いる}。'],
  'reason-bare-vote': [
    '{t}は理由を言わずに{b}への投票を宣言して{いる}。',
    '{t}は{b}に入れる理由をまだ一言も言って{いない}。',
  ],
  'reason-vote-switch': [
    '{t}は今日{b}に入れると言ったのに{c}に変えて{いる}。',
    '{t}の投票先は今日{b}から{c}に変わって{いる}。',
  ],
  'reason-voted-black': [
    '{t}は黒の{b}に投票して{いた}。',
    '{t}は{d}黒の出た{b}に票を入れて{いた}。',
    '{t}は{d}{b}に投票していて{b}には{a}から黒が出て{いる}。',
  ],
  'reason-voted-black-own': ['{t}は{d}{I}が黒と見た{b}に票を入れて{いた}。'],
  'reason-sole-claim': ['{r}を名乗ったのは{t}だけ{だ}。'],
  'reason-withdrew-claim': ['{t}は{d}{r}COを撤回して{いる}。', '{t}は{d}自分の{r}COを取り下げて{いる}。'],
  'reason-medium-voters': ['{d}{b}に票を入れたのは{list}{だ}。'],
  'reason-medium-match': ['{a}の占い結果とも合って{いる}。'],
  'reason-medium-contradicts': [
    '{t}は{b}を{s}と言ったけど{a}の霊媒結果と食い違って{いる}。',
    '{t}の{b}{s}判定は{a}の霊媒結果と合わない。',
  ],
  'reason-medium-contradicts-own': [
    '{t}は{b}を{s}と言っていたけど{I}の霊媒結果と合わない。',
    '{t}の{b}{s}判定は{I}の霊媒と食い違う。',
  ],
  'summary-votes': ['{d}の投票では{t}に{k}票入って{いた}。', '{d}は{t}に{k}票が集まって{いた}。'],
  'summary-claims': ['{r}を名乗っているのは{list}{だ}。'],
  observe: ['気になるのは{t}{だ}。', '{t}の動きが気になると{思う}。'],
};
