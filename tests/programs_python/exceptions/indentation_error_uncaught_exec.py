print("before")
exec("def f():\nreturn 1\n")
