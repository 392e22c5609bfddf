import math
import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
n, d, c = 64, 20, 4
x_train = torch.randn(n, d)
y_train = torch.randint(0, c, (n,))
x_valid = torch.randn(16, d)
y_valid = torch.randint(0, c, (16,))
print(x_train.shape, y_train.min().item() >= 0, y_train.max().item() < c)

weights = torch.randn(d, c) / math.sqrt(d)
weights.requires_grad_()
bias = torch.zeros(c, requires_grad=True)


def log_softmax(x):
    return x - x.exp().sum(-1).log().unsqueeze(-1)


def model(xb):
    return log_softmax(xb @ weights + bias)


def nll(input, target):
    return -input[range(target.shape[0]), target].mean()


loss_func = nll
bs = 16
xb = x_train[0:bs]
preds = model(xb)
print(preds[0].shape, preds.grad_fn is not None)
yb = y_train[0:bs]
l0 = loss_func(preds, yb)
print(torch.allclose(l0, F.cross_entropy(xb @ weights + bias, yb)))


def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()


lr = 0.5
epochs = 2
for epoch in range(epochs):
    for i in range((n - 1) // bs + 1):
        start_i = i * bs
        end_i = start_i + bs
        xb = x_train[start_i:end_i]
        yb = y_train[start_i:end_i]
        pred = model(xb)
        loss = loss_func(pred, yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_()
            bias.grad.zero_()
print(loss_func(model(xb), yb).item() < l0.item())


class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(d, c)

    def forward(self, xb):
        return self.lin(xb)


def get_model():
    model = Mnist_Logistic()
    return model, torch.optim.SGD(model.parameters(), lr=lr)


def loss_batch(model, loss_func, xb, yb, opt=None):
    loss = loss_func(model(xb), yb)
    if opt is not None:
        loss.backward()
        opt.step()
        opt.zero_grad()
    return loss.item(), len(xb)


def fit(epochs, model, loss_func, opt, train_dl, valid_dl):
    for epoch in range(epochs):
        model.train()
        for xb, yb in train_dl:
            loss_batch(model, loss_func, xb, yb, opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb, yb) for xb, yb in valid_dl])
        val_loss = sum(l * k for l, k in zip(losses, nums)) / sum(nums)
        print(epoch, math.isfinite(val_loss), nums)


def get_data(train_ds, valid_ds, bs):
    return (
        [train_ds[i:i + bs] for i in range(0, len(train_ds[0]), bs)],
        [valid_ds[i:i + bs * 2] for i in range(0, len(valid_ds[0]), bs * 2)],
    )


class TensorDataset:
    def __init__(self, *tensors):
        self.tensors = tensors

    def __getitem__(self, index):
        return tuple(t[index] for t in self.tensors)

    def __len__(self):
        return self.tensors[0].size(0)


train_ds = TensorDataset(x_train, y_train)
valid_ds = TensorDataset(x_valid, y_valid)
print(len(train_ds), [t.shape for t in train_ds[0:3]])
train_dl = [train_ds[i:i + bs] for i in range(0, len(train_ds), bs)]
valid_dl = [valid_ds[i:i + 10] for i in range(0, len(valid_ds), 10)]
model, opt = get_model()
fit(2, model, F.cross_entropy, opt, train_dl, valid_dl)
print(model)


class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__()
        self.func = func

    def forward(self, x):
        return self.func(x)


seq = nn.Sequential(Lambda(lambda x: x.view(-1, 1, 4, 5)), nn.Conv2d(1, 2, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), Lambda(lambda x: x.view(x.size(0), -1)))
print(seq(x_train[:3]).shape)
print(seq)
