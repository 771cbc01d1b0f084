# The server's own sentences: notifications (Web Push, e-mail, webhooks) and the names it gives.

## A computer player's name in a lobby: "Computer", then "Computer 2", "Computer 3"…

computer-name = { $n ->
    [1] Computer
   *[other] Computer { $n }
}

## A notification: "Your turn in Camelot against Bob (2 days left)".

notify-your-turn = Your turn in { $game }
notify-your-answer = Your answer is needed in { $game }
notify-reminder = Time is running out in { $game }
notify-against = { $what } against { $name }
notify-with = { $what } with { $names }
notify-time-left = { $what } ({ $time } left)
notify-and = { $rest } and { $last }
notify-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
notify-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
notify-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}

## The e-mail around the sentence.

email-body =
    { $sentence }.

    Open the game: { $url }

    --
    You asked Albion to tell you when the game waits for you.
    Stop these e-mails for this game: { $unsubscribe }
