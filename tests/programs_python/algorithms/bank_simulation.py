# A small object model: accounts, transactions, errors and reports.
class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
class Account:
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(("withdraw", amount))
    def __repr__(self):
        return f"Account({self.id}, {self.owner!r}, {self._balance})"
class Bank:
    def __init__(self):
        self.accounts = {}
    def open(self, owner, initial=0):
        acc = Account(owner, initial)
        self.accounts[acc.id] = acc
        return acc
    def transfer(self, src, dst, amount):
        a, b = self.accounts[src], self.accounts[dst]
        a.withdraw(amount)
        b.deposit(amount)
    def total(self):
        return sum(a.balance for a in self.accounts.values())
bank = Bank()
alice = bank.open("alice", 100)
bob = bank.open("bob")
bank.transfer(alice.id, bob.id, 30)
try:
    bank.transfer(bob.id, alice.id, 1000)
except InsufficientFunds as e:
    print("failed:", e, e.needed)
try:
    bob.deposit(-5)
except ValueError as e:
    print("failed:", e)
print(list(bank.accounts.values()), bank.total(), alice.history, bob.history)
print(sorted(bank.accounts.values(), key=lambda a: a.balance)[0].owner)
