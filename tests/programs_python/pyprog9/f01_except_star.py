try:
    try:
        raise ValueError("x")
    except* ValueError:
        raise KeyError("k")
except BaseException as e:
    print(repr(e), repr(e.__context__) if not isinstance(e, ExceptionGroup) else repr(e.exceptions[0].__context__))
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError as eg:
        print("caught", repr(eg))
except ExceptionGroup as e:
    print("rest", repr(e))
try:
    try:
        raise TypeError("naked")
    except* ValueError:
        pass
except TypeError as e:
    print("naked passes", repr(e))
try:
    raise TypeError("naked2")
except* TypeError as eg:
    print(repr(eg))
print(ExceptionGroup("m", [ValueError()]), BaseExceptionGroup("b", [KeyboardInterrupt()]).__class__.__name__)
print(issubclass(ExceptionGroup, Exception), ExceptionGroup.__mro__)
