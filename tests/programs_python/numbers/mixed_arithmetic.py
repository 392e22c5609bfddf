# int/float arithmetic on the evaluator's fast paths: mixed operands, true
# division of ints (exact below 2**53), overflow to inf, bools, and the
# ZeroDivisionError messages of each operand kind.


def div(a, b):
    try:
        return a / b
    except ZeroDivisionError as e:
        return "ZeroDivisionError: " + str(e)


print(1 / 3, 2**53 / 3, -7 / 2, 7 / -2, 9007199254740992 / 1, 10**15 / 7)
print(1.5 + 2, 2 + 1.5, 3 - 0.1, 0.1 * 3, 1e308 * 10, -1e308 * 10, 7.0 / 2, 5 / 2.0)
print(-9223372036854775807 / 3, 9223372036854775807 + 0.5, 2**62 * 1.0, True + 1.5, 1.5 * False)
print(div(1, 0), div(1.0, 0), div(1, 0.0), div(0.0, 0.0), div(-0.0, 1), div(0, -5))
x = 0.0
for i in range(1, 6):
    x = x * 0.5 + i / 4 - 0.125
print(x, type(i / 1), type(4 / 2), 4 / 2)
