# Script classes: methods calling methods, properties, class attributes
# set in __init__, objects held in lists, identity vs __eq__.
import torch
from typing import List


@torch.jit.script
class Account(object):
    def __init__(self, owner: str, balance: float):
        self.owner = owner
        self.balance = balance
        self.history: List[float] = []

    @property
    def rich(self) -> bool:
        return self.balance > 100.0

    def deposit(self, amount: float) -> "Account":
        self.balance += amount
        self.history.append(amount)
        return self

    def withdraw(self, amount: float) -> bool:
        if amount > self.balance:
            return False
        self.balance -= amount
        self.history.append(-amount)
        return True

    def __eq__(self, other: "Account") -> bool:
        return self.owner == other.owner and self.balance == other.balance

    def describe(self) -> str:
        return "{}:{}:{}".format(self.owner, self.balance, len(self.history))


@torch.jit.script
def run(n: int):
    a = Account("ann", 10.0)
    b = Account("bob", 10.0)
    a.deposit(50.0).deposit(60.0)
    ok1 = a.withdraw(500.0)
    ok2 = b.withdraw(5.0)
    accounts = [a, b, Account("ann", 120.0)]
    rich = [acc.owner for acc in accounts] if n > 100 else [acc.owner + str(acc.rich) for acc in accounts]
    same = a == accounts[2]
    ident = a is accounts[0]
    total = 0.0
    for acc in accounts:
        total += acc.balance
    return ok1, ok2, rich, same, ident, total, a.history, a.describe()


print(run(1))


@torch.jit.script
def richest(xs: List[Account]) -> str:
    best = xs[0]
    for x in xs:
        if x.balance > best.balance:
            best = x
    return best.owner + (" rich" if best.rich else " poor")


print(richest([Account("c", 5.0), Account("d", 500.0)]))
