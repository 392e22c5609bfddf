import torch
from torch import nn

torch.manual_seed(0)
N, D_in, H, D_out = 64, 10, 16, 3
X = torch.randn(N, D_in)
true_w = torch.randn(D_in, D_out)
Y = (X @ true_w).argmax(dim=1)
train_X, test_X = X[:48], X[48:]
train_Y, test_Y = Y[:48], Y[48:]


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(D_in, H), nn.ReLU(), nn.Linear(H, H), nn.ReLU(), nn.Linear(H, D_out))

    def forward(self, x):
        x = self.flatten(x)
        logits = self.linear_relu_stack(x)
        return logits


model = NeuralNetwork()
print(model)
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=1e-1)


def train_loop(X, Y, model, loss_fn, optimizer, batch_size=16):
    size = len(X)
    model.train()
    for batch in range(0, size, batch_size):
        xb, yb = X[batch:batch + batch_size], Y[batch:batch + batch_size]
        pred = model(xb)
        loss = loss_fn(pred, yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if batch % 32 == 0:
            loss, current = loss.item(), batch + len(xb)
            print(f"loss positive: {loss > 0}  [{current:>5d}/{size:>5d}]")


def test_loop(X, Y, model, loss_fn):
    model.eval()
    size = len(X)
    test_loss, correct = 0, 0
    with torch.no_grad():
        pred = model(X)
        test_loss += loss_fn(pred, Y).item()
        correct += (pred.argmax(1) == Y).type(torch.float).sum().item()
    correct /= size
    print(f"Test Error: \n Accuracy valid: {0 <= correct <= 1}, type {type(correct).__name__}\n")
    return correct


for t in range(3):
    print(f"Epoch {t+1}\n-------------------------------")
    train_loop(train_X, train_Y, model, loss_fn, optimizer)
    test_loop(test_X, test_Y, model, loss_fn)
print("Done!")
logits = model(torch.rand(1, D_in))
pred_probab = nn.Softmax(dim=1)(logits)
y_pred = pred_probab.argmax(1)
print(y_pred.shape, round(pred_probab.sum().item(), 5))
for name, param in model.named_parameters():
    print(f"Layer: {name} | Size: {param.size()}")
