# A shape mismatch inside a model's forward surfaces as PyTorch's error.
import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 4), nn.ReLU())
        self.head = nn.Linear(5, 2)

    def forward(self, x):
        return self.head(self.body(x))


model = Classifier()
print(model.body(torch.ones(2, 3)).shape)
try:
    model(torch.ones(2, 3))
except RuntimeError as e:
    print("caught:", e)
model(torch.ones(2, 3))
