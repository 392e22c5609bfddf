import time
from collections import Counter, OrderedDict
import torch
from torch import nn
from torch.utils.data import DataLoader

train_iter = [
    (1, "the market rallied as stocks rose"),
    (2, "the team won the championship game"),
    (3, "new phone released with better battery"),
    (0, "leaders met to discuss the treaty"),
    (1, "stocks fell after the bank report"),
    (2, "the striker scored two goals"),
    (3, "the chip maker announced a new processor"),
    (0, "the election results were contested"),
]

def tokenizer(s):
    return s.lower().split()

counter = Counter()
for _, text in train_iter:
    counter.update(tokenizer(text))
ordered = OrderedDict(sorted(counter.items(), key=lambda x: (-x[1], x[0])))

class Vocab:
    def __init__(self, ordered, specials=("<unk>",)):
        self.itos = list(specials) + list(ordered.keys())
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.default_index = 0

    def __len__(self):
        return len(self.itos)

    def __call__(self, tokens):
        return [self.stoi.get(t, self.default_index) for t in tokens]

    def __getitem__(self, tok):
        return self.stoi.get(tok, self.default_index)

vocab = Vocab(ordered)
print(len(vocab), vocab(['here', 'is', 'the', 'an', 'example']))
text_pipeline = lambda x: vocab(tokenizer(x))
label_pipeline = lambda x: int(x)

def collate_batch(batch):
    label_list, text_list, offsets = [], [], [0]
    for (_label, _text) in batch:
        label_list.append(label_pipeline(_label))
        processed_text = torch.tensor(text_pipeline(_text), dtype=torch.int64)
        text_list.append(processed_text)
        offsets.append(processed_text.size(0))
    label_list = torch.tensor(label_list, dtype=torch.int64)
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    text_list = torch.cat(text_list)
    return label_list, text_list, offsets

dataloader = DataLoader(train_iter, batch_size=4, shuffle=False, collate_fn=collate_batch)
l, t, o = next(iter(dataloader))
print(l, o, t.shape)

class TextClassificationModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_class):
        super(TextClassificationModel, self).__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=False)
        self.fc = nn.Linear(embed_dim, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        embedded = self.embedding(text, offsets)
        return self.fc(embedded)

torch.manual_seed(0)
num_class = len(set([label for (label, text) in train_iter]))
model = TextClassificationModel(len(vocab), 16, num_class)
print(model)
criterion = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=5)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1, gamma=0.1)

def train(dataloader):
    model.train()
    total_acc, total_count = 0, 0
    for idx, (label, text, offsets) in enumerate(dataloader):
        optimizer.zero_grad()
        predicted_label = model(text, offsets)
        loss = criterion(predicted_label, label)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        optimizer.step()
        total_acc += (predicted_label.argmax(1) == label).sum().item()
        total_count += label.size(0)
    return total_acc / total_count

def evaluate(dataloader):
    model.eval()
    total_acc, total_count = 0, 0
    with torch.no_grad():
        for idx, (label, text, offsets) in enumerate(dataloader):
            predicted_label = model(text, offsets)
            total_acc += (predicted_label.argmax(1) == label).sum().item()
            total_count += label.size(0)
    return total_acc / total_count

for epoch in range(1, 4):
    acc = train(dataloader)
    val = evaluate(dataloader)
    print('| end of epoch {:3d} | train acc {:8.3f} | valid accuracy {:8.3f} | lr {:.4f}'.format(epoch, acc, val, scheduler.get_last_lr()[0]))
    scheduler.step()

ag_news_label = {1: "World", 2: "Sports", 3: "Business", 4: "Sci/Tec"}
def predict(text, text_pipeline):
    with torch.no_grad():
        text = torch.tensor(text_pipeline(text))
        output = model(text, torch.tensor([0]))
        return output.argmax(1).item() + 1
print(predict("the team scored goals", text_pipeline) in ag_news_label)

bag = nn.EmbeddingBag(10, 3, mode='max')
bag.weight.data = torch.arange(30.).view(10, 3)
print(bag(torch.tensor([1, 2, 4, 5, 4, 3, 2, 9]), torch.tensor([0, 4])))
bag2 = nn.EmbeddingBag.from_pretrained(torch.arange(12.).view(4, 3), mode='sum')
print(bag2(torch.tensor([[0, 1], [2, 3]])))
print(bag2(torch.tensor([0, 1, 3]), torch.tensor([0, 1]), per_sample_weights=torch.tensor([1., 2., 0.5])))
