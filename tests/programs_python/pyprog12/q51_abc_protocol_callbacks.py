from abc import ABC, abstractmethod
from typing import Protocol, runtime_checkable, Any
import torch
import torch.nn as nn

class Callback(ABC):
    @abstractmethod
    def on_epoch_end(self, trainer, epoch: int, logs: dict) -> None: ...
    def on_train_end(self, trainer) -> None:
        pass

class History(Callback):
    def __init__(self):
        self.losses = []
    def on_epoch_end(self, trainer, epoch, logs):
        self.losses.append(round(logs["loss"], 4))

class EarlyStop(Callback):
    def __init__(self, patience):
        self.patience, self.best, self.wait = patience, float("inf"), 0
    def on_epoch_end(self, trainer, epoch, logs):
        if logs["loss"] < self.best - 1e-3:
            self.best, self.wait = logs["loss"], 0
        else:
            self.wait += 1
            if self.wait >= self.patience:
                trainer.stop = True
                print(f"early stop at {epoch}")
    def on_train_end(self, trainer):
        print("best", round(self.best, 4))

@runtime_checkable
class HasStep(Protocol):
    def step(self) -> Any: ...

class Trainer:
    def __init__(self, model, opt, callbacks=()):
        self.model, self.opt, self.callbacks, self.stop = model, opt, list(callbacks), False
    def fit(self, x, y, epochs):
        for e in range(epochs):
            self.opt.zero_grad()
            loss = nn.functional.mse_loss(self.model(x), y)
            loss.backward()
            self.opt.step()
            for cb in self.callbacks:
                cb.on_epoch_end(self, e, {"loss": loss.item()})
            if self.stop:
                break
        for cb in self.callbacks:
            cb.on_train_end(self)

torch.manual_seed(0)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
print(isinstance(opt, HasStep), isinstance(model, HasStep))
x = torch.randn(16, 2)
y = x @ torch.tensor([[1.0], [2.0]])
h = History()
Trainer(model, opt, [h, EarlyStop(2)]).fit(x, y, 40)
print(len(h.losses), h.losses[:3])
print(Callback.__abstractmethods__, History.__abstractmethods__)
