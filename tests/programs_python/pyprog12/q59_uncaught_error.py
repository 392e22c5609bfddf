import torch
import torch.nn as nn

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
    def forward(self, x):
        return self.fc(x)

def run(batch):
    enc = Encoder()
    print("batch shape", tuple(batch.shape))
    return enc(batch)

print(run(torch.zeros(1, 4)).shape)
run(torch.zeros(2, 3))
print("unreachable")
