import string
import torch
import torch.nn as nn

all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)


def letterToIndex(letter):
    return all_letters.find(letter)


def letterToTensor(letter):
    tensor = torch.zeros(1, n_letters)
    tensor[0][letterToIndex(letter)] = 1
    return tensor


def lineToTensor(line):
    tensor = torch.zeros(len(line), 1, n_letters)
    for li, letter in enumerate(line):
        tensor[li][0][letterToIndex(letter)] = 1
    return tensor


class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super(RNN, self).__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.i2o = nn.Linear(input_size + hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, input, hidden):
        combined = torch.cat((input, hidden), 1)
        hidden = self.i2h(combined)
        output = self.i2o(combined)
        output = self.softmax(output)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, self.hidden_size)


print(n_letters)
print(letterToTensor('J').nonzero())
print(lineToTensor('Jones').size())
torch.manual_seed(0)
all_categories = ["English", "French", "Greek"]
n_hidden = 16
rnn = RNN(n_letters, n_hidden, len(all_categories))
criterion = nn.NLLLoss()
learning_rate = 0.005


def categoryFromOutput(output):
    top_n, top_i = output.topk(1)
    category_i = top_i[0].item()
    return all_categories[category_i], category_i


def train(category_tensor, line_tensor):
    hidden = rnn.initHidden()
    rnn.zero_grad()
    for i in range(line_tensor.size()[0]):
        output, hidden = rnn(line_tensor[i], hidden)
    loss = criterion(output, category_tensor)
    loss.backward()
    for p in rnn.parameters():
        p.data.add_(p.grad.data, alpha=-learning_rate)
    return output, loss.item()


data = [("Smith", 0), ("Dupont", 1), ("Papadopoulos", 2), ("Jones", 0)]
first = None
for it in range(20):
    for name, cat in data:
        output, loss = train(torch.tensor([cat], dtype=torch.long), lineToTensor(name))
        if first is None:
            first = loss
print(loss < first)
guess, gi = categoryFromOutput(output)
print(type(guess).__name__, gi in range(3))
print(output.shape, hidden_ok := rnn.initHidden().shape)
